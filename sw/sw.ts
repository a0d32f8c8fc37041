/// <reference lib="webworker" />
// Service worker: event wiring only (squoosh style). Caching and routes are Workbox's.
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { handleMessage } from './messages';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every navigation, online or not, is answered with the precached app shell; the router does the rest.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html')));

// The communes table of the address search is not precached (vite.config.ts): kept here at its first load by a
// page with an address field. Its name carries its content hash, so a cached copy is never stale.
registerRoute(
  ({ url }) => /\/assets\/communes-table\.generated-[\w-]+\.js$/.test(url.pathname),
  new CacheFirst({ cacheName: 'communes-table' }),
);

// A page that started without a service worker is taken over at once, so offline works from the first visit.
clientsClaim();

self.addEventListener('message', (event) => {
  handleMessage(self, event);
});
