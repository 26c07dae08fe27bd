// The site's js/ folder, whether the page runs these files as modules or bundled into js/bundle.js (build.py): a
// file that is fetched or started by its URL (the engine's worker, a lesson, the service worker) is found from it,
// never from the folder of the module that asks.

/** The URL of the site's js/ folder. */
export const JS_FOLDER = new URL("./", import.meta.url);
