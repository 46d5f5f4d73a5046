// What a screen test needs before the app's modules load: the API's address, the app mode, and the browser
// features jsdom lacks. Imported first by `./index.ts`, so it runs before `~/lib/api/api` and `~/lib/access/app-mode` read
// their settings.
import { configure } from '@testing-library/react';
import { vi } from 'vitest';

if (typeof document === 'undefined') {
  throw new Error('A screen test runs in jsdom: start its file with `// @vitest-environment jsdom`.');
}

// The SDK's requests need an absolute address outside a browser (openapi-fetch builds a Request from it); the
// harness's fetch answers this origin from the in-process mock.
vi.stubEnv('VITE_API_BASE_URL', 'http://console.test/api');
// Both areas, so one file may visit the console and the staff area (decision 0017).
vi.stubEnv('VITE_APP_MODE', 'both');

// The machine running the suite is shared: a screen may take more than a second to settle, and a worker's first
// test loads the app's modules. A `findBy…` gives up (and says what is on screen) before the test times out
// (the test's own limit is set per file, in ./each-file.ts).
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout, scrolling or media queries. Each stand-in does nothing, as a browser would with no change.
window.scrollTo = () => {};
Element.prototype.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};
// Pointer capture: a toast captures the pointer when pressed (to follow a swipe), so a click on its action
// button would throw in jsdom.
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

class NoObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= NoObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoObserver as unknown as typeof IntersectionObserver;
