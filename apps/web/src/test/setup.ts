// jsdom lacks a few browser APIs that Mantine calls while rendering; these stand-ins behave like a
// desktop browser in light mode with no motion preferences.
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy and waitFor wait up to 4 s instead of 1 s: on a busy machine a lazy screen takes longer to appear,
// and a wait that ends early fails a correct screen.
configure({ asyncUtilTimeout: 4000 });

// The deprecated addListener/removeListener pair is left out: Mantine uses addEventListener.
function createMediaQueryList(query: string): MediaQueryList {
  const list: Omit<MediaQueryList, 'addListener' | 'removeListener'> = {
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  };
  return list as MediaQueryList;
}

Object.defineProperty(window, 'matchMedia', { writable: true, value: createMediaQueryList });

class ResizeObserverStandIn implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStandIn });

Element.prototype.scrollIntoView = function scrollIntoView(): void {};

// Mantine's autosizing Textarea measures again once web fonts have loaded; jsdom has no FontFaceSet.
if (!('fonts' in document)) {
  const fontsStandIn = new EventTarget();
  Object.defineProperty(document, 'fonts', { configurable: true, value: fontsStandIn });
}

// jsdom has no object URLs (the profile picture and its preview are shown through them): each blob gets a
// distinct blob: URL, and revoking one is a no-op that tests may spy on.
if (typeof URL.createObjectURL !== 'function') {
  let created = 0;
  URL.createObjectURL = () => {
    created += 1;
    return `blob:http://localhost/object-${created}`;
  };
  URL.revokeObjectURL = () => undefined;
}

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
// Toasts live in Mantine's global store: one test's must not fill the five visible places of the next.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  notifications.clean();
  notifications.cleanQueue();
});
