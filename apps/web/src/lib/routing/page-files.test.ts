import { afterEach, describe, expect, it, vi } from 'vitest';

import { preloadPageFiles } from './page-files';

describe('preloadPageFiles', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("hands the path to the shell's page map", () => {
    const preload = vi.fn();
    vi.stubGlobal('window', { __preloadPage: preload });
    preloadPageFiles('/users/2');
    expect(preload).toHaveBeenCalledExactlyOnceWith('/users/2');
  });

  it('does nothing without a page map (development, tests) or without a window (the prerender)', () => {
    vi.stubGlobal('window', {});
    expect(() => preloadPageFiles('/users')).not.toThrow();
    vi.unstubAllGlobals();
    expect(typeof window).toBe('undefined');
    expect(() => preloadPageFiles('/users')).not.toThrow();
  });
});
