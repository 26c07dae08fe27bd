// The map tabs of a game with a map per player (Carmela): the game's own table, then each player's map.

import { t } from "../words/i18n.js";
import { $, el } from "./dom.js";

/** @typedef {import("../engine/types.js").View} View */
/** @typedef {import("../games/contract.js").TablePanel} TablePanel */
/** @typedef {import("./players.js").PlayerLook} PlayerLook */
/** A tab: "panel" (the game's own table) or the seat whose map it shows. @typedef {"panel" | number} MapKey */

/** With a map per player (view.maps): a tab for the game's own table (its panel), then one per player's map.
 * @param {View | null} view @param {PlayerLook[]} looks @param {MapKey} shown @param {TablePanel | null} panel
 * @param {(key: MapKey) => void} onPick */
export function renderMapTabs(view, looks, shown, panel, onPick) {
  const nav = $("#map-tabs");
  nav.hidden = !view?.maps;
  if (!view?.maps) return;
  /** @param {MapKey} key @param {string} label @param {string} [colour] */
  const tab = (key, label, colour) => el("button", {
    type: "button", role: "tab", "aria-selected": String(shown === key), "data-map": String(key), title: label,
    onclick: () => onPick(key),
  }, colour ? el("span", { class: "who", style: { background: colour } }) : null, el("span", { class: "tab-label" }, label));
  nav.replaceChildren(...(panel ? [tab("panel", panel.label())] : []),
    ...view.maps.map((m) => tab(m.owner, t("maps.of", { name: looks[m.owner]?.name ?? "" }), looks[m.owner]?.colour)));
}
