import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

import { listOperations, loadContract } from './contract.ts';
import lists from './spec-lists.json' with { type: 'json' };

const screens = parse(readFileSync(new URL('./screens.yaml', import.meta.url), 'utf8')) as Record<
  string,
  unknown
>;
const operationIds = new Set(listOperations(loadContract()).map((o) => o.operation.operationId));
const specRoutes = [...lists.consoleRoutes, ...lists.publicRoutes, ...lists.adminRoutes];

describe('screens.yaml', () => {
  it.each(specRoutes)('lists the route %s', (route) => {
    expect(Object.keys(screens)).toContain(route);
  });

  it('lists no route that the product does not have', () => {
    expect(Object.keys(screens).filter((route) => !specRoutes.includes(route))).toEqual([]);
  });

  it.each(Object.entries(screens))('%s names only operations of the contract', (_route, calls) => {
    expect(Array.isArray(calls)).toBe(true);
    const unknown = (calls as unknown[]).filter((id) => typeof id !== 'string' || !operationIds.has(id));
    expect(unknown).toEqual([]);
  });

  it('uses every operation of the contract on some screen or in a layout', () => {
    const used = new Set(Object.values(screens).flat());
    // Called outside any one screen: the layouts load the signed-in user or staff member and the
    // privileges; the SDK refreshes tokens on a 401; the console layout's sign-in-as banner ends that session;
    // both layouts' sign-out buttons end the session on the server; the account owner's invitation page
    // (/invitation/$invitationToken, a designed page outside the product's route list: decision 0023); the
    // layouts' live data streams (decision 0047).
    const outsideScreens = [
      'getCurrentUser',
      'getUserPrivileges',
      'getCurrentStaff',
      'refreshToken',
      'refreshStaffToken',
      'deleteStaffSsoSession',
      'logOut',
      'logOutStaff',
      'getInvitation',
      'acceptInvitation',
      'streamEvents',
      'streamAdminEvents',
    ];
    const unused = [...operationIds].filter((id) => id && !used.has(id) && !outsideScreens.includes(id));
    expect(unused).toEqual([]);
  });
});
