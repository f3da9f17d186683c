import './landing.css';

/**
 * The landing page's own entry (landing.html, served at /): only React and the page, no router, query cache or
 * toasts. The build pre-renders the page into the HTML (scripts/prerender-landing.mjs), so the hero paints from
 * the HTML and CSS alone; the page's script is fetched only after that first paint, so it does not compete with
 * it, then hydrates the page. Links to other screens are plain anchors that load the app's entry.
 */
let started = false;
function hydrate() {
  if (started) return;
  started = true;
  void import('./landing-hydrate');
}

const FIRST_PAINT = 'first-contentful-paint';
if (performance.getEntriesByName(FIRST_PAINT).length > 0) hydrate();
else if (
  typeof PerformanceObserver !== 'undefined' &&
  PerformanceObserver.supportedEntryTypes?.includes('paint')
) {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName(FIRST_PAINT).length === 0) return;
    observer.disconnect();
    hydrate();
  }).observe({ type: 'paint', buffered: true });
  // A browser that never reports the paint still gets a working page.
  window.addEventListener('load', () => setTimeout(hydrate, 3000), { once: true });
} else window.addEventListener('load', hydrate, { once: true });
