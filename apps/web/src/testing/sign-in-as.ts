// A staff member's sign-in as a user, opened the way the staff area opens it: an SSO link followed in a tab with
// the staff session (docs/product-rules.md#sign-in-as-a-user).
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

import { renderRoute } from './render-route';

/**
 * The Administrator signs in as the account owner; the console lands on the dashboard. `sessionMinutes` sets how
 * long such a sign-in lasts at most (the mock's `staffSsoSessionSeconds`).
 */
export async function signedInAsOwner({ sessionMinutes }: { sessionMinutes?: number } = {}) {
  const rendered = await renderRoute('/admin/dashboard', { as: 'Administrator' });
  const { mock, router, location } = rendered;
  if (sessionMinutes !== undefined) await mock.config({ staffSsoSessionSeconds: sessionMinutes * 60 });
  const { db } = mock.state;
  const owner = db.users.find((u) => u.email === 'owner@acme.test');
  const staff = db.staff.find((s) => s.email === 'staff@provider.test');
  if (!owner || !staff) throw new Error("the mock's seed has no owner@acme.test or staff@provider.test");
  const token = mock.state.ssoTokens.issue({ userId: owner.id, staffId: staff.id }, Date.UTC(2100, 0, 1));
  await router.navigate({ href: `/ssologin/${token}` });
  await waitFor(() => expect(location().pathname).toBe('/dashboard'));
  return rendered;
}
