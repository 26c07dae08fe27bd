// Service worker: after one visit the game plays offline, from a cache holding exactly one build.
//
// build.py replaces the BUILD line with the build's content hash and its files with their SHA-256, so every new
// build is a new worker: it precaches the new build under a new cache name, takes over, and deletes the caches of
// older builds. It installs only a whole build: a file that is missing or not the build's own (a deploy half
// done, a stale copy on the way) fails the install, and the old build stays in use until the next try.
// Requests are answered from the cache first; anything not in it (never another origin: the site makes no such
// request) goes to the network.
const BUILD = { hash: "dev", files: {} };
const PREFIX = "carcassonne-";
const CACHE = PREFIX + BUILD.hash;

/** The hex SHA-256 of a response's body. */
async function sha256(response) {
  const digest = await crypto.subtle.digest("SHA-256", await response.clone().arrayBuffer());
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** A build file fetched from the network, or an Error naming why it is not the build's own. */
async function fetchChecked(url, expected) {
  // "no-cache": revalidate with the server, so a stale HTTP-cache copy from an older build cannot slip in.
  const response = await fetch(new Request(url, { cache: "no-cache" }));
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  if (await sha256(response) !== expected) throw new Error(`${url}: not this build's file`);
  return response;
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const entries = Object.entries(BUILD.files).filter(([path]) => path !== "sw.js");
    if (BUILD.files["index.html"]) entries.push(["./", BUILD.files["index.html"]]); // the page's own address
    let responses;
    try {
      responses = await Promise.all(entries.map(([path, sha]) => fetchChecked(path, sha)));
    } catch (error) {
      // The install fails; the old build stays.
      throw new Error(`not installing build ${BUILD.hash}: ${error.message}`, { cause: error });
    }
    const cache = await caches.open(CACHE);
    await Promise.all(entries.map(([path], i) => cache.put(path, responses[i])));
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // A page's options live in its query (?lang=ja, embed.html?players=3): the cached page is the same file.
    const hit = await cache.match(request, { ignoreSearch: request.mode === "navigate" });
    return hit || fetch(request);
  })());
});
