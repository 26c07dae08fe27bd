// Boot: the loading screen's bar and texts, the engine's start (its worker began in index.html's first script),
// the engine's catalog, and, once Python has started, the page's parts and the first game, laid out under the
// loading screen.

import { t, applyI18n } from "./i18n.js";
import { Engine } from "./engine.js";
import { registerServiceWorker } from "./offline.js";
import { exposeEngine, recordBootStep } from "./hooks.js";
import { showProblems } from "./embed.js";

const $ = (sel) => document.querySelector(sel);

// Overall progress: each boot stage fills its share of the bar.
const STAGES = { download: [0, 0.55], python: [0.55, 0.85], engine: [0.85, 1], ready: [1, 1] };
// With no word from the engine for this long, the boot is probably stuck (a stalled request): the loading screen
// says so and offers a reload, while the boot goes on. A cold visit at 5 Mbps reports progress every few tenths of a
// second; Python's start-up, the longest silence, takes about a second on a phone.
const STALL_MS = 20_000;

/** Show a progress report of the engine's boot ({stage, fraction}) on the loading screen. */
function showProgress({ stage, fraction }) {
  const [a, b] = STAGES[stage] || [0, 1];
  const overall = a + (b - a) * Math.max(0, Math.min(1, fraction || 0));
  recordBootStep({ stage, overall, shown: !$("#loading").hidden });
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
function stallWatch() {
  let timer = 0;
  const retry = $("#loading .load-retry");
  const heard = () => {
    clearTimeout(timer);
    retry.hidden = true;
    timer = setTimeout(() => {
      $("#loading .load-detail").textContent = t("load.slow");
      retry.hidden = false;
      retry.onclick = () => location.reload();
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

/** Start the engine and, once Python has started, build the page (`wire`: app.js's) and open the first game (embed:
 * the embed's options); then hide the loading screen. <html data-ready="true"> marks success, data-error="<message>"
 * failure. */
export async function boot({ embed, wire }) {
  if (embed) document.documentElement.dataset.size = embed.size;
  applyI18n($("#loading")); // the loading screen's words: the rest of the page is translated once built (wire)
  document.title = t("app.title");
  $("#loading .bar").classList.add("indeterminate");
  $("#loading .load-stage").textContent = t("load.download");
  const heard = stallWatch();
  heard();
  try {
    let pythonStarted;
    const started = new Promise((resolve) => (pythonStarted = resolve));
    const onProgress = (progress) => {
      heard();
      showProgress(progress);
      if (progress.stage !== "download") warmOtherScript();
      if (progress.stage === "engine" || progress.stage === "ready") pythonStarted();
    };
    const engine = new Engine(onProgress, window.earlyEngine); // started by index.html's first script
    window.earlyEngine = null;
    exposeEngine(engine);
    const catalog = engine.call("catalog"); // first in the worker's queue: the first game may need its default
    catalog.catch(() => {}); // a failed boot fails every call: the error is reported once, from `ready`
    // Once Python has started, the page is built and laid out under the loading screen, beside the engine's import,
    // and the first game's calls wait in the worker's queue. Not sooner: the runtime's compiling keeps every core
    // busy, and on a 2-core machine the page's work beside it delayed Python's start by more than that work took.
    await Promise.race([started, engine.ready.catch(() => {})]); // a failed boot is reported below
    const app = wire(embed);
    const { session, library, setupDialog } = app;
    session.engine = engine;
    session.catalog = catalog;
    app.applyLanguage();
    $("#app").inert = true;
    $("#app").hidden = false;
    app.warmFonts();
    const opened = embed
      ? catalog.then((catalog) => library.openFirst(app.firstSetup(catalog)))
      : library.openFirst(app.firstSetup(null));
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
    if (first === "new" && embed?.lesson) await app.startFirstLesson(embed.lesson); // the article's lesson
    else if (first === "new" && (!embed || embed.welcome)) app.welcome.open();
    document.documentElement.dataset.ready = "true";
    registerServiceWorker();
  } catch (error) {
    showFailure(error);
  } finally {
    heard.done();
  }
}
