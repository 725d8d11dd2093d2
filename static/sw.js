/* jellybit service worker: caches the app shell only (CSS, JS, icons, offline page).
   Pages, cards and API answers always come from the network: download state must never be stale. */
"use strict";
const CACHE = "jellybit-shell-__VERSION__";
const SHELL = ["__SHELL__", "__OFFLINE__"];
const OFFLINE = "__OFFLINE__";

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(SHELL)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("jellybit-shell-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()));
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith("/static/")) {
    // the shell: cache first (URLs carry a version, so a cached file is never stale)
    event.respondWith(caches.match(request).then((hit) => hit || fetch(request)));
    return;
  }
  if (request.mode === "navigate") {
    // pages: always the network; the offline page only when there is none (never a cached page)
    event.respondWith(fetch(request).catch(() => caches.match(OFFLINE)));
  }
  // everything else (cards, API, htmx partials) is not touched: straight to the network, never cached
});
