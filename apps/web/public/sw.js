// Alinhavo's service worker, registered at /sw.js with scope / (part2 §7; docs/decisions/022-web-push-and-pwa.md).
// Written by hand and served as it is: web push (show, click), and an offline page when a page cannot be loaded.
// Nothing else is cached: the screens show stock, prices and messages that must never be silently stale.

const VERSION = '1';
const SHELL_CACHE = `alinhavo-shell-v${VERSION}`;
const OFFLINE_PAGE = '/offline.html';
const SHELL_FILES = [
  OFFLINE_PAGE,
  '/offline.js',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/badge-96.png',
];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL_FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith('alinhavo-') && key !== SHELL_CACHE) await caches.delete(key);
      }
      // The page's request starts while the worker wakes up, so pages load as fast as without a worker.
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

// Page loads (the app, the landing, the workshop portal /faccao): from the network, and the offline page when the
// network fails; the offline page's own files likewise. API calls, uploads and the app's assets are not touched.
self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode !== 'navigate') {
    if (SHELL_FILES.includes(url.pathname)) {
      event.respondWith(
        fetch(request).catch(async () => (await caches.match(url.pathname)) ?? Response.error()),
      );
    }
    return;
  }
  event.respondWith(
    (async () => {
      try {
        const preloaded = await event.preloadResponse;
        if (preloaded) return preloaded;
        return await fetch(request);
      } catch {
        const offline = await caches.match(OFFLINE_PAGE);
        return offline ?? Response.error();
      }
    })(),
  );
});

/** A path of this app to open on click; anything else opens the app's start. */
function appUrl(value) {
  try {
    const url = new URL(typeof value === 'string' ? value : '/app', self.location.origin);
    return url.origin === self.location.origin ? url.href : new URL('/app', self.location.origin).href;
  } catch {
    return new URL('/app', self.location.origin).href;
  }
}

// The server sends { title, body, tag, url } (body already cut to 120 characters).
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'Alinhavo';
  const options = {
    body: typeof data.body === 'string' ? data.body : '',
    icon: '/icons/icon-192.png',
    badge: '/icons/badge-96.png',
    lang: 'pt-BR',
    data: { url: appUrl(data.url) },
  };
  if (typeof data.tag === 'string' && data.tag) {
    options.tag = data.tag;
    // A newer notification with the same tag replaces the old one and still alerts.
    options.renotify = true;
  }
  event.waitUntil(self.registration.showNotification(title, options));
});

// A click opens the notification's screen: in the window already showing it, else in an open window of the app,
// else in a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = appUrl(event.notification.data?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const showing = windows.find((client) => client.url === target);
      if (showing) return showing.focus();
      const open = windows.find((client) => 'navigate' in client);
      if (open) {
        try {
          const navigated = await open.navigate(target);
          if (navigated) return navigated.focus();
        } catch {
          // A window this worker does not control cannot be navigated: open a new one.
        }
      }
      return self.clients.openWindow(target);
    })(),
  );
});

// The push service renewed or dropped this browser's subscription: subscribe again with the same key and tell the
// server, so pushes keep arriving without the person doing anything.
self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(
    (async () => {
      const key = event.oldSubscription?.options.applicationServerKey;
      const next =
        event.newSubscription ||
        (key
          ? await self.registration.pushManager.subscribe({
              userVisibleOnly: true,
              applicationServerKey: key,
            })
          : null);
      if (!next) return;
      await fetch('/api/push/subscriptions', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(next.toJSON()),
      });
    })(),
  );
});
