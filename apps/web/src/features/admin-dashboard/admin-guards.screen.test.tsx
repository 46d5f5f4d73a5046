// @vitest-environment jsdom
// Who reaches which staff route: the staff guard matrix, written from the product rules of the staff area
// (docs/decisions/0017 and the route list), NOT from the app's staff access table. Every staff route for a
// visitor, a console user without a staff session, an Administrator and a Support member, through the app's
// own router and guards (src/testing). The deep link through the served app stays in e2e/staff-guards.spec.ts.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderRoute, type RenderRouteOptions } from '~/testing';

// S = the screen in the staff shell; L = /admin/login?redirect=<path>; U = /admin/unauthorized, in the staff shell.
// Columns: visitor, console user, Administrator, Support. Support reads everything and changes nothing,
// so only add and edit routes send it away. Seed ids: organisation 1 (Acme), user 1, staff member 2.
const matrix: [path: string, outcomes: string][] = [
  ['/admin', 'LLSS'],
  ['/admin/dashboard', 'LLSS'],
  ['/admin/staff', 'LLSS'],
  ['/admin/staff/2', 'LLSS'],
  ['/admin/organizations', 'LLSS'],
  ['/admin/organizations/add', 'LLSU'],
  ['/admin/organizations/1', 'LLSS'],
  ['/admin/organizations/1/edit', 'LLSU'],
  ['/admin/users', 'LLSS'],
  ['/admin/users/orgs/1', 'LLSS'],
  ['/admin/users/1', 'LLSS'],
  ['/admin/servicetypes', 'LLSS'],
  ['/admin/servicetypes/add', 'LLSU'],
  ['/admin/servicetypes/1/edit', 'LLSU'],
  ['/admin/resourcepools', 'LLSS'],
  ['/admin/aliases', 'LLSS'],
  ['/admin/organizations/1/alias/1', 'LLSS'],
  ['/admin/organizations/1/alias/1/virtualdesktop/1', 'LLSS'],
  ['/admin/organizations/1/alias/1/virtualphone/1', 'LLSS'],
  ['/admin/services/resourcepools', 'LLSS'],
  ['/admin/services/smsnumbers', 'LLSS'],
  ['/admin/services/aliases', 'LLSS'],
  ['/admin/services/virtualdesktops', 'LLSS'],
  ['/admin/services/virtualphones', 'LLSS'],
  ['/admin/vpngateways', 'LLSS'],
  ['/admin/infra/vpn_gateways', 'LLSS'],
  ['/admin/infra/sms_numbers', 'LLSS'],
  ['/admin/logs', 'LLSS'],
  ['/admin/logs/1', 'LLSS'],
  ['/admin/devlogs', 'LLSS'],
  ['/admin/devlogs/1', 'LLSS'],
  ['/admin/userroles/predefined', 'LLSS'],
  ['/admin/userroles/predefined/add', 'LLSU'],
  ['/admin/userroles/predefined/1/edit', 'LLSU'],
  ['/admin/userroles/predefined/1/details', 'LLSS'],
  ['/admin/devtools', 'LLSS'],
  ['/admin/cachemanagements', 'LLSS'],
  ['/admin/settings', 'LLSS'],
  ['/admin/locations', 'LLSS'],
  ['/admin/locations/add', 'LLSU'],
  ['/admin/locations/1', 'LLSS'],
  ['/admin/locations/1/edit', 'LLSU'],
  ['/admin/migrations/change_alias_organization', 'LLSS'],
];

const columns: [string, RenderRouteOptions['as']][] = [
  ['a visitor', null],
  ['a console user', 'owner'],
  ['an Administrator', 'Administrator'],
  ['Support', 'Support'],
];

async function expectOutcome(path: string, outcome: string, as: RenderRouteOptions['as']) {
  const { location } = await renderRoute(path, { as });
  if (outcome === 'L') {
    expect(await screen.findByRole('heading', { name: 'Staff sign in' })).toBeTruthy();
    expect(location().pathname).toBe('/admin/login');
    expect(location().search).toEqual({ redirect: path });
  } else if (outcome === 'U') {
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your staff role cannot do this' }),
    ).toBeTruthy();
    expect(location().pathname).toBe('/admin/unauthorized');
    expect(screen.getByRole('navigation', { name: 'Staff' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the staff dashboard' })).toBeTruthy();
  } else {
    expect(await screen.findByRole('navigation', { name: 'Staff' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 1 }).length).toBeGreaterThan(0));
    expect(location().pathname).toBe(path);
    expect(
      screen.queryByRole('heading', { name: /^(Not found|Your staff role cannot do this)$/ }),
    ).toBeNull();
  }
}

for (const [index, [who, as]] of columns.entries()) {
  describe(`the staff routes for ${who}`, () => {
    it.each(matrix.map(([path, outcomes]) => [path, outcomes[index] ?? '?'] as const))(
      '%s → %s',
      (path, outcome) => expectOutcome(path, outcome, as),
    );
  });
}
