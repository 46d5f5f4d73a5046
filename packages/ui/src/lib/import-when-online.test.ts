// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

import { importWhenOnline } from './import-when-online.ts';

describe('importWhenOnline', () => {
  afterEach(() => vi.restoreAllMocks());

  it('waits offline for the connection, then loads', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue('module');
    const loaded = importWhenOnline(load);
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('rejects an online failure as it is', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await expect(importWhenOnline(() => Promise.reject(new Error('404')))).rejects.toThrow('404');
  });
});
