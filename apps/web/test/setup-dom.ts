// Setup of the web component tests (Vitest project 'web-components', jsdom): unmount after each test, and the
// browser APIs jsdom lacks that Radix primitives and the app's hooks call.
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { installMatchMedia, setViewportWidth } from './viewport';

// React 19 warns about updates outside act() unless it knows it runs under a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setViewportWidth(1280);
});

installMatchMedia();

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.defineProperty(window, 'ResizeObserver', { configurable: true, value: ResizeObserverStub });

// Radix Select and Dialog scroll items into view and capture the pointer; jsdom has neither.
const element = window.HTMLElement.prototype as HTMLElement & Record<string, unknown>;
element.scrollIntoView = () => {};
element.hasPointerCapture = () => false;
element.setPointerCapture = () => {};
element.releasePointerCapture = () => {};
