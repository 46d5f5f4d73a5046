import { describe, expect, it } from 'vitest';

import { etagOf, ifMatchHolds } from './versions.ts';

describe('record versions', () => {
  it('is the same for equal representations and differs when one field changes', () => {
    expect(etagOf({ id: 1, name: 'Acme' })).toBe(etagOf({ id: 1, name: 'Acme' }));
    expect(etagOf({ id: 1, name: 'Acme' })).not.toBe(etagOf({ id: 1, name: 'Acme Ltd' }));
    expect(etagOf({ id: 1, name: 'Acme' })).toMatch(/^"[0-9a-f]{8}-[0-9a-z]+"$/);
  });

  it('matches the current tag (weakened by a compressing proxy too), a list holding it, or *; never a stale one', () => {
    const current = etagOf({ id: 1 });
    expect(ifMatchHolds(current, current)).toBe(true);
    expect(ifMatchHolds(`"old", ${current}`, current)).toBe(true);
    expect(ifMatchHolds('*', current)).toBe(true);
    expect(ifMatchHolds(`W/${current}`, current)).toBe(true);
    expect(ifMatchHolds('"old"', current)).toBe(false);
    expect(ifMatchHolds('', current)).toBe(false);
  });
});
