// Service worker: after one visit the game plays offline, from a cache holding exactly one build.
//
// build.py replaces the BUILD line with the build's content hash and asset list, so every new build is a new
// worker: it precaches the new build under a new cache name, takes over, and deletes the caches of older builds.
// Requests are answered from the cache first; anything not in it (never another origin: the site makes no such
// request) goes to the network.
const BUILD = { hash: "dev", assets: [] };
const PREFIX = "carcassonne-";
const CACHE = PREFIX + BUILD.hash;

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // "no-cache": revalidate with the server, so a stale HTTP-cache copy from an older build cannot slip in.
    const urls = ["./", ...BUILD.assets.filter((asset) => asset !== "sw.js")];
    await cache.addAll(urls.map((url) => new Request(url, { cache: "no-cache" })));
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
