import { describe, expect, it } from 'vitest';

import { createTestMock } from './test-support.ts';

describe('audit log', () => {
  it('shows the whole organisation only to holders of administrative:aduit_logs', async () => {
    const mock = createTestMock();
    const owner = await mock.login('owner');
    const helpdesk = await mock.login('helpdesk');
    const all = (await mock.call('GET', '/logs?size=100', { token: owner.access_token })).body;
    const own = (await mock.call('GET', '/logs?size=100', { token: helpdesk.access_token })).body;
    expect(all.total).toBeGreaterThan(300);
    expect(own.total).toBeGreaterThan(0);
    expect(own.total).toBeLessThan(all.total);
    expect(own.items.every((l: { user_id: number }) => l.user_id === helpdesk.user.id)).toBe(true);

    // A seeded entry of someone else (the sign-ins of this test carry no user agent).
    const foreign = all.items.find(
      (l: { user_id: number; action: string }) =>
        l.user_id !== helpdesk.user.id && l.action !== 'session.login',
    );
    expect((await mock.call('GET', `/logs/${foreign.id}`, { token: helpdesk.access_token })).status).toBe(
      404,
    );
    expect((await mock.call('GET', `/logs/${foreign.id}`, { token: owner.access_token })).body).toMatchObject(
      {
        id: foreign.id,
        user_agent: expect.any(String),
        changes: expect.any(Object),
      },
    );
  });

  it('filters by day range, user and action', async () => {
    const mock = createTestMock();
    const { access_token: token } = await mock.login('owner');
    const query = '/logs?size=100&date_from=2026-11-01&date_to=2026-11-10&action=user.update&user_id=';
    const everyone = (await mock.call('GET', '/logs?size=100&action=user.update', { token })).body;
    const userId = everyone.items[0].user_id;
    const page = (await mock.call('GET', `${query}${userId}`, { token })).body;
    for (const entry of page.items) {
      expect(entry).toMatchObject({ action: 'user.update', user_id: userId });
      expect(entry.created_at >= '2026-11-01' && entry.created_at <= '2026-11-10T23:59:59.999Z').toBe(true);
    }
    expect((await mock.call('GET', '/logs?action=not-an-action', { token })).status).toBe(422);
  });

  it('describes what a user did in the words of the seeded entries', async () => {
    const mock = createTestMock();
    const { access_token: token } = await mock.login('helpdesk');
    const ticket = await mock.call('POST', '/tickets', {
      token,
      body: { subject: 'Printer', priority: 'low', body: 'Out of paper.' },
    });
    const latest = (await mock.call('GET', '/logs?size=2', { token })).body.items;
    expect(latest.map((l: { description: string }) => l.description)).toEqual([
      'Henry Dawson opened ticket Printer',
      'Henry Dawson signed in',
    ]);
    expect(latest.map((l: { target: unknown }) => l.target)).toEqual([
      { type: 'ticket', id: ticket.body.id, name: 'Printer', exists: true },
      null,
    ]);
  });
});

describe('help content', () => {
  it('searches titles only, as the contract says', async () => {
    const mock = createTestMock();
    const { access_token: token } = await mock.login('readonly');
    // Every seeded article body says "Open the console."; no title does.
    expect((await mock.call('GET', '/help/userguide/articles?search=console', { token })).body.total).toBe(0);
    const found = (await mock.call('GET', '/help/userguide/articles?search=USER', { token })).body;
    expect(found.items.map((a: { title: string }) => a.title)).toEqual([
      'Adding a user',
      'Deactivating a user',
      'Welcome to the user guide',
    ]);
  });

  it('keeps a hostile article, in the hostile seed only, whose payloads would leave a mark if run', async () => {
    const mock = createTestMock();
    const { access_token: defaultToken } = await mock.login('readonly');
    const search = '/help/userguide/articles?search=embedding';
    expect((await mock.call('GET', search, { token: defaultToken })).body.total).toBe(0);
    expect((await mock.call('POST', '/__mock/reset', { body: { seed: 'hostile' } })).status).toBe(200);
    const { access_token: token } = await mock.login('readonly');
    const found = (await mock.call('GET', '/help/userguide/articles?search=embedding', { token })).body;
    const article = (await mock.call('GET', `/help/userguide/articles/${found.items[0].id}`, { token })).body;
    for (const payload of ['onerror=', '<script>', 'onmouseover=', 'href="javascript:'])
      expect(article.content).toContain(payload);
    expect(article.content.match(/window\.__helpXss/g)?.length).toBeGreaterThanOrEqual(4);
  });
});

describe('tickets', () => {
  it('gives the first seeded ticket a screenshot of a size worth showing in KB', async () => {
    const mock = createTestMock();
    const { access_token: token } = await mock.login('readonly');
    const ticket = (await mock.call('GET', '/tickets/1', { token })).body;
    expect(ticket.messages[0].attachments).toContainEqual({
      id: expect.any(Number),
      name: 'screenshot.png',
      size: 183_204,
      content_type: 'image/png',
    });
  });
});
