// Boot: the loading screen's bar and texts, the engine's start (its worker began in index.html's first script),
// the engine's catalog, a first visit's welcome shown while the engine loads, and, once Python has started, the
// page's parts and the first game, laid out under the loading screen.

import { t, applyI18n } from "./words/i18n.js";
import { Engine } from "./engine/client.js";
import { registerServiceWorker } from "./saves/offline.js";
import { exposeEngine, recordBootStep } from "./test-hooks.js";
import { showProblems } from "./embed.js";
import { Welcome } from "./panels/welcome.js";
import { nothingKept } from "./saves/storage.js";
import { fragmentCode } from "./saves/records.js";
import { loadLesson, words } from "./games/lessons.js";

const $ = (sel) => document.querySelector(sel);

// Overall progress: each boot stage fills its share of the bar.
const STAGES = { download: [0, 0.55], python: [0.55, 0.85], engine: [0.85, 1], ready: [1, 1] };
// With no word from the engine for this long, the boot is probably stuck (a stalled request): the loading screen
// says so and offers a reload, while the boot goes on. A cold visit at 5 Mbps reports progress every few tenths of a
// second; Python's start-up, the longest silence, takes about a second on a phone.
const STALL_MS = 20_000;

/** The share of the whole boot a progress report ({stage, fraction}) stands for, 0 to 1. */
function overallOf({ stage, fraction }) {
  const [a, b] = STAGES[stage] || [0, 1];
  return a + (b - a) * Math.max(0, Math.min(1, fraction || 0));
}

/** Show a progress report of the engine's boot ({stage, fraction}) on the loading screen. */
function showProgress({ stage, fraction, text }) {
  const overall = overallOf({ stage, fraction });
  recordBootStep({ stage, overall, text, shown: !$("#loading").hidden });
  const bar = $("#loading .bar");
  bar.classList.remove("indeterminate");
  bar.setAttribute("aria-valuenow", String(Math.round(overall * 100)));
  $("#loading .bar-fill").style.transform = `scaleX(${overall.toFixed(3)})`;
  $("#loading .load-stage").textContent = t(`load.${stage}`);
  // The worker's own text is English only; the bar and a percentage say the same in any language.
  $("#loading .load-detail").textContent = stage === "ready" ? "" : `${Math.round(overall * 100)}%`;
  $("#loading").dataset.stage = stage;
}

/** The loading screen's watch for a stuck boot: call it at every word from the engine (and at the start); after
 * STALL_MS of silence the screen says the boot is slow and shows Reload, until the next word. done() stops it. */
function stallWatch(onStall = () => {}) {
  let timer = 0;
  const retry = $("#loading .load-retry");
  const heard = () => {
    clearTimeout(timer);
    retry.hidden = true;
    timer = setTimeout(() => {
      $("#loading .load-detail").textContent = t("load.slow");
      retry.hidden = false;
      retry.onclick = () => location.reload();
      onStall();
    }, STALL_MS);
  };
  heard.done = () => clearTimeout(timer);
  return heard;
}

/** Lay out, unseen on the loading screen, the language switch's word, the page's one text in the other language's
 * script (日本語 on the English page). The browser loads that script's font, a large one, when it first lays out a
 * text in it: about 30 ms of the first layout of the page (cold visits, this machine). Called once the runtime is
 * downloaded, so it is done while Python starts and the page's main thread is idle. */
function warmOtherScript() {
  const warm = $("#loading .load-warm");
  if (warm && !warm.textContent) warm.textContent = t("lang.switch");
}

/** Say on the loading screen that the boot failed, with a Reload button. */
function showFailure(error) {
  $("#loading .loading-card").classList.add("failed");
  $("#loading .bar").classList.remove("indeterminate");
  $("#loading .load-stage").textContent = t("load.failed", { error: error.message });
  const retry = $("#loading .load-retry");
  retry.hidden = false;
  retry.onclick = () => location.reload();
  document.documentElement.dataset.error = error.message;
}

/** JSON the build wrote from the engine (site/data/: its catalog, each game's tileset), for a page without Python. */
function engineData(name) {
  return fetch(`data/${name}.json`).then((r) => (r.ok ? r.json() : Promise.reject(new Error(`data/${name}.json: ${r.status}`))));
}

/** A first visit's welcome, shown at once while the engine loads, from what the build wrote (the catalog, the
 * tilesets) and the games' own modules: a choice made before the page is built (Learn, Play, Rules) is kept and
 * done once it is (done(app)); a lesson chosen shows its first step meanwhile. */
function earlyWelcome() {
  let catalog = null;
  let chosen = null;
  const welcome = new Welcome({
    catalog: () => catalog,
    loadGame: (name) => import(`./games/${encodeURIComponent(name)}/index.js`),
    tileset: (name) => engineData(`tileset-${encodeURIComponent(name)}`),
    onPlay: (name) => choose({ kind: "play", name }),
    onRules: (name) => choose({ kind: "rules", name }),
    onLearn: (name, lesson) => choose({ kind: "learn", name, lesson }),
  });
  function choose(choice) {
    chosen = choice;
    if (choice.kind === "rules") welcome.status(t("welcome.rules_soon"));
    if (choice.kind === "learn") showLesson(choice);
  }
  engineData("catalog").then((data) => {
    catalog = data;
    if (!chosen) welcome.open();
  }, () => {}); // no data: the welcome opens once the page is built, as before
  return {
    welcome,
    progress: (overall) => welcome.status(chosen?.kind === "rules" ? t("welcome.rules_soon") : t("welcome.loading", { n: Math.round(overall * 100) })),
    /** Hand the welcome to the built page and do what was chosen meanwhile (or open it, if it never was). */
    done(app) {
      welcome.connect(app.welcomeActions);
      welcome.status(null);
      $("#loading .load-lesson")?.remove();
      if (!chosen) return welcome.isOpen ? null : welcome.open(); // never shown, or taken away by a stall
      if (chosen.kind === "play") return app.welcomeActions.onPlay(chosen.name);
      if (chosen.kind === "learn") return app.welcomeActions.onLearn(chosen.name, chosen.lesson);
      return app.welcomeActions.onRules(chosen.name);
    },
  };
}

/** A lesson chosen before the page is built: its title and first step on the loading screen, to read meanwhile. */
async function showLesson({ name, lesson }) {
  const data = await loadLesson(name, lesson).catch(() => null);
  if (!data) return;
  const first = data.steps.find((s) => s.say);
  const box = Object.assign(document.createElement("div"), { className: "load-lesson" });
  const title = Object.assign(document.createElement("p"), { textContent: words(data.title) });
  const say = Object.assign(document.createElement("p"), { textContent: first ? words(first.say) : "" });
  title.style.fontWeight = "700";
  box.append(title, say);
  $("#loading .load-lesson")?.remove();
  $("#loading .loading-card").append(box);
}

/** Start the engine and, once Python has started, build the page (`wire`: app.js's) and open the first game (embed:
 * the embed's options); then hide the loading screen. <html data-ready="true"> marks success, data-error="<message>"
 * failure. */
export async function boot({ embed, wire }) {
  if (embed) document.documentElement.dataset.size = embed.size;
  if (embed?.pinned) document.documentElement.dataset.pinned = "true"; // css/library.css hides the other games' doors
  applyI18n($("#loading")); // the loading screen's words: the rest of the page is translated once built (wire)
  document.title = t("app.title");
  $("#loading .bar").classList.add("indeterminate");
  $("#loading .load-stage").textContent = t("load.download");
  // A first visit asks what to play at once, while the engine loads (an embed only when it asks: welcome=1). A boot
  // that stalls or fails takes it away: the loading screen under it says so, with Reload.
  const early = (!embed || embed.welcome) && !fragmentCode() && nothingKept(embed ? embed.slot : "app") ? earlyWelcome() : null;
  const heard = stallWatch(() => early?.welcome.dialog.close());
  heard();
  try {
    let pythonStarted;
    const started = new Promise((resolve) => (pythonStarted = resolve));
    const onProgress = (progress) => {
      heard();
      showProgress(progress);
      early?.progress(overallOf(progress));
      if (progress.stage !== "download") warmOtherScript();
      if (progress.stage === "engine" || progress.stage === "ready") pythonStarted();
    };
    const engine = new Engine(onProgress, window.earlyEngine); // started by index.html's first script
    window.earlyEngine = null;
    exposeEngine(engine);
    const catalog = engine.catalog(); // first in the worker's queue: the first game may need its default
    catalog.catch(() => {}); // a failed boot fails every call: the error is reported once, from `ready`
    // Once Python has started, the page is built and laid out under the loading screen, beside the engine's import,
    // and the first game's calls wait in the worker's queue. Not sooner: the runtime's compiling keeps every core
    // busy, and on a 2-core machine the page's work beside it delayed Python's start by more than that work took.
    await Promise.race([started, engine.ready.catch(() => {})]); // a failed boot is reported below
    const app = wire(embed, early?.welcome);
    const { session, setupDialog } = app;
    session.useEngine(engine, catalog);
    app.applyLanguage();
    $("#app").inert = true;
    $("#app").hidden = false;
    app.warmFonts();
    const opened = embed ? catalog.then((catalog) => app.openFirst(catalog)) : app.openFirst(null);
    opened.catch(() => {});
    await engine.ready;
    heard(); // the first game's calls and drawing are watched too
    setupDialog.setCatalog(await catalog);
    const first = await opened;
    $("#app").inert = false;
    $("#loading").hidden = true;
    if (embed) showProblems(embed.problems);
    $("#board").focus({ preventScroll: true });
    // A first visit asks what to play (a default game waits behind); a returning one goes on with its game. An
    // embed's article has chosen its game already, unless it asks for the welcome (welcome=1).
    if (first === "new" && embed?.lesson) await app.startEmbedLesson(embed.lesson); // the article's lesson
    else if (early) early.done(app);
    else if (first === "new" && (!embed || embed.welcome)) app.welcome.open();
    document.documentElement.dataset.ready = "true";
    registerServiceWorker();
  } catch (error) {
    early?.welcome.dialog.close();
    showFailure(error);
  } finally {
    heard.done();
  }
}
