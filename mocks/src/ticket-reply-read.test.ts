import { describe, expect, it } from 'vitest';

import { createTestMock } from './test-support.ts';

describe('tickets: who may reply may read the ticket', () => {
  it(
    'lets a role with tickets:reply alone read a ticket (not the list), and reply to it',
    { timeout: 60_000 },
    async () => {
      const mock = createTestMock();
      const { access_token: owner } = await mock.login('owner');
      const role = await mock.call('POST', '/roles', {
        token: owner,
        body: { name: 'Replier', description: 'Replies only.', privileges: ['tickets:reply'] },
      });
      expect(role.status).toBe(201);
      const user = await mock.call('POST', '/user', {
        token: owner,
        body: {
          first_name: 'Rita',
          last_name: 'Reply',
          email: 'rita@acme.test',
          status: true,
          role_ids: [role.body.id],
          password: 'Sunny-Day#2026',
        },
      });
      expect(user.status).toBe(201);
      const login = await mock.call('POST', '/login', {
        body: { email: 'rita@acme.test', password: 'Sunny-Day#2026' },
      });
      const token = login.body.access_token as string;

      expect((await mock.call('GET', '/tickets/4', { token })).status).toBe(200);
      expect((await mock.call('GET', '/tickets', { token })).status).toBe(403);
      const reply = await mock.call('POST', '/tickets/4/replies', {
        token,
        body: { body: 'On it.', attachment_ids: [] },
      });
      expect(reply.status).toBe(201);
    },
  );
});
