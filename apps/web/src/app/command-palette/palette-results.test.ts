import { describe, expect, it } from 'vitest';

import type { PaletteItem } from './commands';
import type { EntityHit } from './entity-search';
import { arrangeResults } from './palette-results';

const items: PaletteItem[] = [
  { id: 's1', group: 'Screens', label: 'Users', href: '/users' },
  { id: 's2', group: 'Screens', label: 'Roles', href: '/roles' },
  { id: 'a1', group: 'Actions', label: 'Add user', href: '/users/add' },
  { id: 'a2', group: 'Actions', label: 'Sign out', perform: () => undefined },
];
const kinds = [
  { kind: 'users', group: 'Users' },
  { kind: 'roles', group: 'Roles' },
];
const user = (id: number, label: string, detail?: string): EntityHit => ({
  id: `users:${id}`,
  kind: 'users',
  label,
  detail,
  href: `/users/${id}`,
});
const headings = (groups: ReturnType<typeof arrangeResults>) =>
  groups.map((g) => `${g.heading}: ${g.options.map((o) => o.label).join(', ')}`);

describe('arrangeResults', () => {
  it('finds a screen by a word people look for it by, not only by its name ("logs" finds the Audit log)', () => {
    const groups = arrangeResults({
      query: 'logs',
      recent: [],
      items: [
        ...items,
        { id: 's3', group: 'Screens', label: 'Audit log', href: '/logs', keywords: 'logs activity' },
      ],
      kinds: [],
      search: { query: 'logs', hits: {}, pending: [], failed: [] },
    });
    expect(headings(groups)).toEqual(['Screens: Audit log']);
  });

  it('with no query: recent records first, then every screen and action', () => {
    const groups = arrangeResults({
      query: '',
      recent: [user(2, 'Bob Helpdesk')],
      items,
      kinds,
      search: { query: '', hits: {}, pending: [], failed: [] },
    });
    expect(headings(groups)).toEqual([
      'Recent: Bob Helpdesk',
      'Screens: Users, Roles',
      'Actions: Add user, Sign out',
    ]);
  });

  it('ranks within groups and orders groups by their best match, recent ones always first', () => {
    const groups = arrangeResults({
      query: 'rol',
      recent: [user(9, 'Carol Ross'), user(8, 'Dan')],
      items,
      kinds,
      search: {
        query: 'rol',
        hits: {
          users: [user(3, 'Caroline', 'c@acme.test'), user(4, 'Rolf Berg'), user(9, 'Carol Ross')],
          roles: [{ id: 'roles:1', kind: 'roles', label: 'Roles admin', href: '/roles/1' }],
        },
        pending: [],
        failed: [],
      },
    });
    expect(headings(groups)).toEqual([
      'Recent: Carol Ross',
      'Screens: Roles',
      'Users: Rolf Berg, Caroline',
      'Roles: Roles admin',
    ]);
  });

  it('never shows answers to another query than the one typed', () => {
    const groups = arrangeResults({
      query: 'alice',
      recent: [],
      items,
      kinds,
      search: { query: 'al', hits: { users: [user(1, 'Albert')] }, pending: [], failed: [] },
    });
    expect(groups).toEqual([]);
  });

  it('keeps a record the server matched on another field (e-mail), after those matched by name', () => {
    const groups = arrangeResults({
      query: 'acme',
      recent: [],
      items,
      kinds,
      search: {
        query: 'acme',
        hits: { users: [user(1, 'Zoe', 'zoe@acme.test'), user(2, 'Acme Bot')] },
        pending: [],
        failed: [],
      },
    });
    expect(headings(groups)).toEqual(['Users: Acme Bot, Zoe']);
  });
});
