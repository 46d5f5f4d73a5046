import { describe, expect, it } from 'vitest';
import { canAccess, visibleMenu } from './access';
import { expandPrivileges } from './privileges';

// Expectations written from docs/product-rules.md (#sidebar, #console-routes), not from the table.
const menuOf = (raw: string[]) => visibleMenu(expandPrivileges(raw)).map((e) => e.label);

describe('sidebar (docs/product-rules.md#sidebar)', () => {
  it('shows only the open entries to a user without privileges', () => {
    expect(menuOf([])).toEqual(['Dashboard', 'Best Practices', 'User Guide']);
  });

  it('shows Organization Info for org-edit or administrative', () => {
    expect(menuOf(['administrative:org_edit'])).toContain('Organization Info');
    expect(menuOf(['administrative:*'])).toContain('Organization Info');
    expect(menuOf(['administrative:aduit_logs'])).not.toContain('Organization Info');
  });

  it('shows Aliases to an alias-prefix user', () => {
    expect(menuOf(['aliases:prefix:sales'])).toEqual([
      'Dashboard',
      'Aliases',
      'Best Practices',
      'User Guide',
    ]);
  });

  it('shows Tickets for tickets:* or tickets:list, in the Support section', () => {
    expect(menuOf(['tickets:*'])).toEqual(['Dashboard', 'Tickets', 'Best Practices', 'User Guide']);
    expect(menuOf(['tickets:list'])).toContain('Tickets');
    expect(menuOf(['tickets:add'])).not.toContain('Tickets');
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
