import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

/** `shellkit/testing/setup`, a product's vitest `setupFiles` entry: DOM matchers, and a clean page and storage after each test. */
afterEach(() => {
  cleanup();
  if (typeof window !== 'undefined') window.localStorage.clear();
});
