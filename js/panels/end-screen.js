// The end screen: every player's points by kind, the total, the winners, and a chart of the scores over the game.

import { t } from "../words/i18n.js";
import { kindName } from "../board/tilepic.js";
import { defaultNumber } from "../words/names.js";
import { ScoreChart } from "./chart.js";
import { rulesetLine } from "./players.js";
import { $, el } from "./dom.js";

/** @typedef {import("../engine/types.js").View} View */
/** @typedef {import("../engine/types.js").ScoresOverGame} ScoresOverGame */
/** @typedef {import("./players.js").PlayerLook} PlayerLook */
/** @typedef {import("./chart.js").ChartDrawn} ChartDrawn */

/** @type {ScoreChart | null} */
let chart = null; // the end screen's ScoreChart, made when first shown

/** What the end screen's chart drew last (ScoreChart.drawn), or null. @returns {ChartDrawn | null} */
export function chartShown() {
  return chart?.drawn ?? null;
}

/** The end screen: every player's points by feature kind (in the game's order), the total, the winner(s), and
 * beside them a chart of every player's score over the game (`history`: api.scores_over_game; null: no chart); `you`: the
 * seat of the person at this screen when the page speaks to them (a lesson's learner), whose win is "You win!".
 * @param {View} view @param {PlayerLook[]} looks @param {string[]} [order] @param {ScoresOverGame | null} [history]
 * @param {number | null} [you] */
export function showEnd(view, looks, order = [], history = null, you = null) {
  /** @type {string[]} */
  const kinds = [];
  for (const p of view.players) for (const k of Object.keys(p.by_kind || {})) if (!kinds.includes(k)) kinds.push(k);
  kinds.sort((a, b) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99));
  const winners = view.winners || [];
  const table = $("#end-table");
  table.replaceChildren(
    el("thead", {}, el("tr", {}, el("th", {}, t("end.player")), ...kinds.map((k) => el("th", {}, kindName(k))), el("th", {}, t("end.total")))),
    el("tbody", {}, ...view.players.map((p, i) => el("tr", { class: winners.includes(i) ? "winner" : "", "data-player": String(i) },
      el("td", {}, el("span", { class: "who-badge", style: { color: looks[i].colour } }, "●\u00a0"), p.name),
      ...kinds.map((k) => el("td", {}, String(p.by_kind?.[k] ?? 0))),
      el("td", { class: "total", "data-total": String(p.score) }, String(p.score))))));
  // A computer that won under a name of its own ("Player 3") is said to be the computer.
  const names = winners.map((i) => (looks[i].computer && defaultNumber(view.players[i].name, "computer") === null
    ? t("end.computer", { name: looks[i].name }) : looks[i].name)).join(", ");
  $("#end-winner").textContent = view.draw ? t("end.draw", { moves: view.moves })
    : winners.length === 1 && winners[0] === you ? t("end.you_win")
      : t(winners.length > 1 ? "end.winners" : "end.winner", { names });
  $("#end-ruleset").textContent = rulesetLine(view);
  const figure = $("#end-chart");
  figure.hidden = !history;
  chart ??= new ScoreChart($("#end-chart-canvas"));
  if (history) {
    $("#end-legend").replaceChildren(...view.players.map((p, i) => el("li", { "data-player": String(i) },
      el("span", { class: "legend-line", style: { background: looks[i].colour } }), p.name)));
  }
  const dialog = $("#end");
  if (!dialog.open) dialog.showModal();
  if (history) chart.show(history, looks); // drawn now that the dialog is open and has its width
  dialog.scrollTop = 0; // a dialog taller than the window opens at the winner, not scrolled to its focused button
}
