import { describe, expect, it } from 'vitest';

import { DESKTOP_START_MS } from './handlers/virtual-desktops.ts';
import { createTestMock } from './test-support.ts';

async function ownerWithAlias() {
  const mock = createTestMock();
  const owner = await mock.login('owner');
  const alias = mock.app.state.db.aliases.find((a) => a.org_id === 1);
  if (!alias) throw new Error('no alias');
  return { mock, token: owner.access_token, alias };
}

describe('services of an alias', () => {
  it('creates a desktop that starts, runs after a while, stops, and refuses a second stop', async () => {
    const { mock, token, alias } = await ownerWithAlias();
    const options = (await mock.call('GET', '/services/desktop/options', { token })).body;
    const created = await mock.call('POST', `/aliases/${alias.id}/desktops`, {
      token,
      body: {
        name: 'qa-box',
        plan_id: options.plans[0].id,
        location_id: options.locations[0].id,
        image_id: options.images[0].id,
      },
    });
    expect(created).toMatchObject({ status: 201, body: { status: 'starting', ip_address: null } });
    const path = `/aliases/${alias.id}/desktops/${created.body.id}`;
    expect((await mock.call('POST', `${path}/actions`, { token, body: { action: 'stop' } })).status).toBe(
      409,
    );
    mock.advance(DESKTOP_START_MS / 1000 + 1);
    expect((await mock.call('GET', path, { token })).body.status).toBe('running');
    expect(
      (await mock.call('POST', `${path}/actions`, { token, body: { action: 'stop' } })).body.status,
    ).toBe('stopped');
    expect((await mock.call('POST', `${path}/actions`, { token, body: { action: 'stop' } })).status).toBe(
      409,
    );
    const detail = await mock.call('GET', `/aliases/${alias.id}`, { token });
    expect(detail.body.virtual_desktops.some((d: { name: string }) => d.name === 'qa-box')).toBe(true);
  });

  it('allocates phone and SMS numbers in the asked area code and pages SMS messages', async () => {
    const { mock, token, alias } = await ownerWithAlias();
    const phone = await mock.call('POST', `/aliases/${alias.id}/phones`, {
      token,
      body: { label: 'Front desk', area_code: '617', forwarding_number: null, voicemail_enabled: true },
    });
    expect(phone.body.number).toMatch(/^\+1617\d{7}$/);
    const sms = mock.app.state.db.smsNumbers.find((n) => n.alias_id === alias.id);
    const page = await mock.call(
      'GET',
      `/aliases/${alias.id}/sms/${encodeURIComponent(sms?.number ?? '')}/messages?size=2`,
      { token },
    );
    expect(page.body.items).toHaveLength(2);
    expect(page.body.total).toBeGreaterThanOrEqual(3);
    expect(page.body.items[0].created_at >= page.body.items[1].created_at).toBe(true);
  });

  it('uploads, lists, downloads and deletes a shared file', async () => {
    const { mock, token, alias } = await ownerWithAlias();
    const share = await mock.call('POST', `/aliases/${alias.id}/filesharing/shares`, {
      token,
      body: { name: 'QA' },
    });
    const base = `/aliases/${alias.id}/filesharing/shares/${share.body.id}/files`;
    const form = new FormData();
    form.set('file', new Blob(['quarterly numbers'], { type: 'text/csv' }), 'q3.csv');
    const uploaded = await mock.call('POST', base, { token, rawBody: form });
    expect(uploaded).toMatchObject({
      status: 201,
      body: { name: 'q3.csv', size: 17, uploaded_by: 'Olivia Bennett' },
    });
    const download = await mock.app.fetch(
      new Request(`http://mock.test${base}/${uploaded.body.id}/download`, {
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    expect(await download.text()).toBe('quarterly numbers');
    expect(download.headers.get('content-disposition')).toContain('q3.csv');
    expect((await mock.call('DELETE', `${base}/${uploaded.body.id}`, { token })).status).toBe(204);
    expect((await mock.call('GET', base, { token })).body.total).toBe(0);
  });
});

describe('tickets', () => {
  it('opens, replies with an attachment, closes, and refuses replies after closing', async () => {
    const mock = createTestMock();
    const { access_token: token } = await mock.login('helpdesk');
    const form = new FormData();
    form.set('file', new Blob(['log line'], { type: 'text/plain' }), 'log.txt');
    const upload = await mock.call('POST', '/tickets/attachments', { token, rawBody: form });
    const ticket = await mock.call('POST', '/tickets', {
      token,
      body: { subject: 'VPN drops', priority: 'high', body: 'Every hour.' },
    });
    expect(ticket.body).toMatchObject({ status: 'open', messages_count: 1, created_by_name: 'Henry Dawson' });
    const reply = await mock.call('POST', `/tickets/${ticket.body.id}/replies`, {
      token,
      body: { body: 'Log attached.', attachment_ids: [upload.body.id] },
    });
    expect(reply.body.attachments).toEqual([
      { id: upload.body.id, name: 'log.txt', size: 8, content_type: 'text/plain' },
    ]);
    const reuse = await mock.call('POST', `/tickets/${ticket.body.id}/replies`, {
      token,
      body: { body: 'Again.', attachment_ids: [upload.body.id] },
    });
    expect(reuse.body.detail[0].loc).toEqual(['body', 'attachment_ids', 0]);
    expect((await mock.call('POST', `/tickets/${ticket.body.id}/close`, { token })).body.status).toBe(
      'closed',
    );
    expect(
      (await mock.call('POST', `/tickets/${ticket.body.id}/replies`, { token, body: { body: 'Hello?' } }))
        .status,
    ).toBe(409);
  });
});

describe('help content', () => {
  it('serves folders with breadcrumbs and the article HTML as stored (sanitising is the client’s job)', async () => {
    const mock = createTestMock();
    const { access_token: token } = await mock.login('readonly');
    const root = (await mock.call('GET', '/help/userguide', { token })).body;
    expect(root.folder).toBeNull();
    const sub = (await mock.call('GET', `/help/userguide/folders/${root.folders[0].id}`, { token })).body
      .folders[0];
    const inner = (await mock.call('GET', `/help/userguide/folders/${sub.id}`, { token })).body;
    expect(inner.breadcrumbs.map((f: { id: number }) => f.id)).toEqual([root.folders[0].id]);
    // The article with markup a client must sanitise is in the hostile seed (seed-hostile.ts) only.
    expect((await mock.call('POST', '/__mock/reset', { body: { seed: 'hostile' } })).status).toBe(200);
    const { access_token: again } = await mock.login('readonly');
    const found = await mock.call('GET', '/help/userguide/articles?search=embedding', { token: again });
    const article = await mock.call('GET', `/help/userguide/articles/${found.body.items[0].id}`, {
      token: again,
    });
    expect(article.body.content).toContain('<script>');
    expect(
      (await mock.call('GET', `/help/bestpractices/articles/${found.body.items[0].id}`, { token: again }))
        .status,
    ).toBe(404);
  });
});
