import { describe, expect, it } from 'vitest';

import { canAccess, visibleMenu } from './access';
import { expandPrivileges } from './privileges';

// Expectations written from docs/product-rules.md (#sidebar, #console-routes), not from the table. The entries
// are named by their message keys (the layout translates them: components/navigation/console-menu.messages.ts).
const menuOf = (raw: string[]) => visibleMenu(expandPrivileges(raw)).map((e) => e.label);

describe('sidebar (docs/product-rules.md#sidebar)', () => {
  it('shows only the open entries to a user without privileges', () => {
    expect(menuOf([])).toEqual(['dashboard', 'bestPractices', 'userGuide']);
  });

  it('shows Organization Info for org-edit or administrative', () => {
    expect(menuOf(['administrative:org_edit'])).toContain('organizationInfo');
    expect(menuOf(['administrative:*'])).toContain('organizationInfo');
    expect(menuOf(['administrative:aduit_logs'])).not.toContain('organizationInfo');
  });

  it('shows Aliases to an alias-prefix user', () => {
    expect(menuOf(['aliases:prefix:sales'])).toEqual(['dashboard', 'aliases', 'bestPractices', 'userGuide']);
  });

  it('shows Tickets for tickets:* or tickets:list, in the Support section', () => {
    expect(menuOf(['tickets:*'])).toEqual(['dashboard', 'tickets', 'bestPractices', 'userGuide']);
    expect(menuOf(['tickets:list'])).toContain('tickets');
    expect(menuOf(['tickets:add'])).not.toContain('tickets');
  });
});

describe('routes (docs/product-rules.md#console-routes)', () => {
  it('needs users:list or users:* for /users, and users:add for /users/add', () => {
    expect(canAccess(['users:list'], 'users')).toBe(true);
    expect(canAccess(['users:list'], 'users.add')).toBe(false);
    expect(canAccess(['users:*'], 'users.add')).toBe(true);
  });

  it('opens /tickets to roles:*, as the product rules list', () => {
    expect(canAccess(['roles:*'], 'tickets')).toBe(true);
    expect(canAccess(['roles:*'], 'tickets.reply')).toBe(true);
    expect(canAccess(['tickets:list'], 'tickets.reply')).toBe(false);
  });

  it('needs no privilege for the SMS messages route', () => {
    expect(canAccess([], 'aliases.sms')).toBe(true);
    expect(canAccess([], 'aliases')).toBe(false);
  });
});

describe('actions by privilege', () => {
  it('lets tickets:close or roles:* close a ticket', () => {
    expect(canAccess(['tickets:close'], 'tickets.close')).toBe(true);
    expect(canAccess(['roles:*'], 'tickets.close')).toBe(true);
    expect(canAccess(['tickets:reply'], 'tickets.close')).toBe(false);
  });

  it('shows the whole organization’s log only with the audit-log privilege', () => {
    expect(canAccess(['administrative:aduit_logs'], 'logs.all')).toBe(true);
    expect(canAccess(['administrative:*'], 'logs.all')).toBe(true);
    expect(canAccess(['administrative:org_edit'], 'logs.all')).toBe(false);
    expect(canAccess([], 'logs')).toBe(true);
  });

  it('lets administrative:* or its own privilege choose an alias’s primary user', () => {
    expect(canAccess(['administrative:edit_alias_primary_user'], 'aliases.primary_user')).toBe(true);
    expect(canAccess(['administrative:*'], 'aliases.primary_user')).toBe(true);
    expect(canAccess(['aliases:*'], 'aliases.primary_user')).toBe(false);
  });
});

// The access table is the one place a privilege is named: a screen asks `can('tickets.close')`, never
// `holds('tickets:close')`, so changing who may do what is one edit in one file.
describe('privilege names', () => {
  // Keyed from src/ ('../lib/x.ts'): Vite names this folder's own files './x.ts'.
  const sources = Object.fromEntries(
    Object.entries(
      import.meta.glob<string>(['../**/*.{ts,tsx}', '!../routeTree.gen.ts'], {
        query: '?raw',
        import: 'default',
        eager: true,
      }),
    ).map(([path, text]) => [path.replace(/^\.\//, '../lib/'), text]),
  );
  const allowed = new Set(['../lib/access.ts', '../lib/privileges.ts']);
  const isTest = (path: string) => /\.test\.tsx?$/.test(path);
  // A quoted `area:action` (or `area:prefix:`) of an area the server's privileges use.
  const PRIVILEGE =
    /['"`](?:users|roles|tickets|administrative|aliases|services|organizations|infra|node):[a-z_*][a-z_*:]*['"`]/g;

  it('reads the app’s sources', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    expect(sources['../lib/access.ts']).toMatch(PRIVILEGE);
  });

  it('names no privilege outside lib/access.ts and lib/privileges.ts', () => {
    const offenders = Object.entries(sources)
      .filter(([path]) => !allowed.has(path) && !isTest(path))
      .flatMap(([path, text]) =>
        text
          .split('\n')
          .flatMap((line, i) => [...line.matchAll(PRIVILEGE)].map((m) => `${path}:${i + 1} ${m[0]}`)),
      );
    expect(offenders).toEqual([]);
  });
});
