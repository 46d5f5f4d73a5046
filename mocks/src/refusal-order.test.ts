import { describe, expect, it } from 'vitest';

import { isStaffWrite } from './app.ts';
import type { OperationSpec } from './contract/operations.ts';
import { personas } from './personas.ts';
import { staffPersonas } from './staff-personas.ts';
import { createTestMock } from './test-support.ts';

type TestMock = ReturnType<typeof createTestMock>;

/** Console writes every signed-in user may make (on their own account): nothing to be refused for. */
const OPEN_TO_EVERY_USER = new Set([
  'updateCurrentUser',
  'changeOwnPassword',
  'verifyReauth',
  'deleteStaffSsoSession',
  // Saved views of a list are each person's own (docs/decisions/0033-saved-views-and-columns.md).
  'createListView',
  'updateListView',
  'deleteListView',
  // So is the language a person reads the console in (docs/decisions/0049-languages.md).
  'updateOwnPreferences',
]);

/** The operation's path with every parameter filled: the owner's id for users, 1 for anything else. */
function pathOf(op: OperationSpec, ownerId: number): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    name === 'id' || name === 'user_id' ? String(ownerId) : '1',
  );
}

const isConsoleWrite = (op: OperationSpec) => op.audiences.includes('user') && op.method !== 'GET';

// A body no operation accepts: every request body of the contract is an object.
const INVALID_BODY = 42;

describe('who may call comes before what they send (docs/decisions/0021-refusals-before-validation.md)', () => {
  it('answers 403 to every staff write from Support, empty body or not; the Administrator gets 422', async () => {
    const mock: TestMock = createTestMock();
    const staffId = (email: string) => mock.app.state.db.staff.find((s) => s.email === email)?.id;
    const support = (await mock.staffLogin(staffId(staffPersonas.support.email))).access_token;
    const admin = (await mock.staffLogin(staffId(staffPersonas.admin.email))).access_token;
    const writes = mock.app.operations.filter(isStaffWrite);
    expect(writes.length).toBeGreaterThanOrEqual(32);
    const answers: [string, number][] = [];
    let validatedForAdmin = 0;
    for (const op of writes) {
      const path = pathOf(op, 1);
      const body = op.requestBody ? {} : undefined;
      answers.push([op.operationId, (await mock.call(op.method, path, { token: support, body })).status]);
      const required = Object.values(op.requestBody?.schemas ?? {}).some(
        (s) => typeof s === 'object' && s !== null && !Array.isArray(s),
      );
      // The same empty body from the Administrator is refused by the contract where it requires fields.
      if (required && (await mock.call(op.method, path, { token: admin, body })).status === 422)
        validatedForAdmin++;
    }
    expect(answers.filter(([, status]) => status !== 403)).toEqual([]);
    expect(validatedForAdmin).toBeGreaterThanOrEqual(20);
  });

  it('answers 403 to every console write from a user without the privilege, with an invalid body', async () => {
    const mock: TestMock = createTestMock();
    const ownerId = mock.app.state.db.users.find((u) => u.email === personas.owner.email)?.id ?? 0;
    // The help-desk user, stripped of every role: signed in, allowed nothing.
    const helpdesk = mock.app.state.db.users.find((u) => u.email === personas.helpdesk.email);
    if (!helpdesk) throw new Error('no help-desk user');
    helpdesk.role_ids = [];
    const nobody = (await mock.login('helpdesk')).access_token;
    const owner = (await mock.login('owner')).access_token;
    const writes = mock.app.operations.filter(
      (op) => isConsoleWrite(op) && !OPEN_TO_EVERY_USER.has(op.operationId),
    );
    expect(writes.length).toBeGreaterThanOrEqual(25);
    const answers: [string, number][] = [];
    const invalidForOwner: string[] = [];
    for (const op of writes) {
      const path = pathOf(op, ownerId);
      const body = op.requestBody ? INVALID_BODY : undefined;
      answers.push([op.operationId, (await mock.call(op.method, path, { token: nobody, body })).status]);
      if (body !== undefined && (await mock.call(op.method, path, { token: owner, body })).status === 422)
        invalidForOwner.push(op.operationId);
    }
    expect(answers.filter(([, status]) => status !== 403)).toEqual([]);
    // The body really is invalid: whoever may call gets 422 for it.
    expect(invalidForOwner.length).toBeGreaterThanOrEqual(20);
  });
});
