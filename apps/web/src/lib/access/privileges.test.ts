import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { aliasPrefixChip, aliasPrefixLabel, expandPrivileges, holdsAny } from './privileges';

const area = fc.constantFrom('users', 'roles', 'tickets', 'services', 'aliases', 'administrative');
const action = fc.constantFrom('add', 'edit', 'delete', 'list', 'reply', 'close', 'org_edit');
const privilege = fc.tuple(area, action).map(([a, b]) => `${a}:${b}`);

describe('expandPrivileges', () => {
  it('adds aliases:prefix:* when an alias prefix privilege is held', () => {
    expect(expandPrivileges(['aliases:prefix:sales'])).toEqual(['aliases:prefix:sales', 'aliases:prefix:*']);
  });

  it('never turns an ordinary privilege into its area wildcard', () => {
    fc.assert(
      fc.property(fc.array(privilege), (raw) => {
        const expanded = expandPrivileges(raw);
        expect(expanded.filter((p) => p.endsWith(':*'))).toEqual([]);
        expect(new Set(expanded)).toEqual(new Set(raw));
      }),
    );
  });

  it('keeps every fetched privilege', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (raw) => {
        const expanded = new Set(expandPrivileges(raw));
        for (const p of raw) expect(expanded.has(p)).toBe(true);
      }),
    );
  });
});

describe('holdsAny', () => {
  it('needs nothing for an empty requirement', () => {
    fc.assert(
      fc.property(fc.array(privilege), (held) => {
        expect(holdsAny(held, [])).toBe(true);
      }),
    );
  });

  it('is granted by any one listed privilege', () => {
    fc.assert(
      fc.property(fc.array(privilege, { minLength: 1 }), fc.array(privilege), (required, other) => {
        const pick = required[0]!;
        expect(holdsAny([...other, pick], required)).toBe(true);
      }),
    );
  });

  it("is granted by the area's own wildcard and by nothing of another area", () => {
    expect(holdsAny(['tickets:*'], ['tickets:add'])).toBe(true);
    expect(holdsAny(['users:*'], ['tickets:add'])).toBe(false);
    expect(holdsAny(['users:add'], ['users:list'])).toBe(false);
  });

  it('is monotonic: holding more never loses access', () => {
    fc.assert(
      fc.property(fc.array(privilege), fc.array(privilege), fc.array(privilege), (held, extra, required) => {
        if (holdsAny(held, required)) expect(holdsAny([...held, ...extra], required)).toBe(true);
      }),
    );
  });
});

describe('alias prefixes in words', () => {
  it('names a prefix privilege plainly and shows the chip as a pattern, not a truncated word', () => {
    expect(aliasPrefixLabel('aliases:prefix:support')).toBe('Aliases whose name starts with “support”');
    expect(aliasPrefixLabel('users:add')).toBeNull();
    expect(aliasPrefixChip('support')).toBe('support*');
  });
});
