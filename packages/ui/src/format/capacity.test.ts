import { describe, expect, it } from 'vitest';

import { formatCapacity, formatDiskSize } from './capacity.ts';

describe('formatCapacity', () => {
  it('writes memory and disk alike, without trailing zeros', () => {
    expect(formatCapacity(4096)).toBe('4 GB');
    expect(formatDiskSize(64)).toBe('64 GB');
    expect(`${formatCapacity(4096)} memory, ${formatDiskSize(64)} disk`).toBe('4 GB memory, 64 GB disk');
  });

  it('keeps one decimal where it matters and picks the unit', () => {
    expect(formatCapacity(512)).toBe('512 MB');
    expect(formatCapacity(1536)).toBe('1.5 GB');
    expect(formatDiskSize(2048)).toBe('2 TB');
    expect(formatDiskSize(1500)).toBe('1.5 TB');
  });

  it('reads N/A for what is not a size', () => {
    expect(formatCapacity(-1)).toBe('N/A');
    expect(formatCapacity(Number.NaN)).toBe('N/A');
  });
});
