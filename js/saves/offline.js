// Registers the service worker (sw.js at the site root) that keeps the whole build cached for offline play.
// Called once the game is up, so the precache download does not compete with the first boot.

import { JS_FOLDER } from "../site.js";

/** Register sw.js for the site's folder; resolves to the registration, or null where not allowed. */
export async function registerServiceWorker() {
  try {
    if (!("serviceWorker" in navigator)) return null;
    return await navigator.serviceWorker.register(new URL("../sw.js", JS_FOLDER), { scope: new URL("../", JS_FOLDER).pathname });
  } catch {
    return null; // an opaque-origin sandbox or a non-secure context: the game still plays online
  }
}
