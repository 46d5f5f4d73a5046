import { createTestMock } from './test-support.ts';

/** A fresh mock with an Administrator's and a Support staff member's access tokens. */
export async function staffMock() {
  const mock = createTestMock();
  const { db } = mock.app.state;
  const support = db.staff.find((s) => db.staffRoles.get(s.role_id)?.name === 'Support');
  if (!support) throw new Error('no Support staff member in the seed');
  const admin = (await mock.staffLogin(1)).access_token;
  const reader = (await mock.staffLogin(support.id)).access_token;
  return { mock, db, admin, reader };
}

/** Each test signs two staff members in and makes dozens of calls: allow for a busy test machine. */
export const LOADED_MACHINE_MS = 30_000;
