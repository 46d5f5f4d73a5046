import { describe, expect, it } from 'vitest';
import { createTestMock } from './test-support.ts';

describe('audit trail', () => {
  it("keeps the actor's name and id on an entry after the account is deleted", async () => {
    const mock = createTestMock();
    const helpdesk = await mock.login('helpdesk');
    const owner = await mock.login('owner');
    const id = helpdesk.user.id;
    const theirs = async () =>
      (await mock.call('GET', `/logs?user_id=${id}&size=100`, { token: owner.access_token })).body.items;
    const before = await theirs();
    expect(before.length).toBeGreaterThan(0);
    const name = before[0].user_full_name;
    expect(name).toBeTruthy();

    expect((await mock.call('DELETE', `/user/${id}`, { token: owner.access_token })).status).toBe(204);

    const after = await theirs();
    expect(after).toEqual(before);
    expect(after.every((l: { user_id: number; user_full_name: string }) => l.user_id === id)).toBe(true);
    expect(after.every((l: { user_full_name: string }) => l.user_full_name === name)).toBe(true);
    const staff = await mock.staffLogin();
    const staffView = await mock.call('GET', `/admin/logs?actor_type=user&actor_id=${id}&size=100`, {
      token: staff.access_token,
    });
    expect(staffView.body.items.length).toBe(before.length);
    expect(staffView.body.items.every((l: { user_full_name: string }) => l.user_full_name === name)).toBe(
      true,
    );
  });
});
