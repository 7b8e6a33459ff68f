/// <reference lib="webworker" />
// The worker a build ships when SERVICE_WORKER=off: a browser that still runs the site's worker fetches this one on
// its next visit, which empties every cache the site made, unregisters itself and reloads the open pages from the
// network. It answers no request.
declare const self: ServiceWorkerGlobalScope;
export {};

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) await caches.delete(name);
      await self.registration.unregister();
      for (const client of await self.clients.matchAll({ type: 'window' })) {
        if (client instanceof WindowClient) await client.navigate(client.url);
      }
    })(),
  );
});
