import { describe, expect, it } from 'vitest';

import { MAX_UPLOAD_FILE_BYTES } from '../http/body.ts';
import { LONG_SMS_HISTORY } from '../seed.ts';
import { createTestMock } from '../test-support.ts';

const MB = 1024 * 1024;

async function ownerShare() {
  const mock = createTestMock();
  const { access_token: token } = await mock.login('owner');
  const alias = mock.app.state.db.aliases.find((a) => a.org_id === 1);
  if (!alias) throw new Error('no alias');
  const share = await mock.call('POST', `/aliases/${alias.id}/filesharing/shares`, {
    token,
    body: { name: 'Uploads' },
  });
  return { mock, token, alias, files: `/aliases/${alias.id}/filesharing/shares/${share.body.id}/files` };
}

const upload = (bytes: number, name: string) => {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'application/octet-stream' }), name);
  return form;
};

// Tens of megabytes through the mock: seconds on a busy machine, so more room than the default 5 s.
describe('file uploads', { timeout: 30_000 }, () => {
  it('stores a 50 MB file and counts it in the share and the alias', async () => {
    const { mock, token, alias, files } = await ownerShare();
    const before = (await mock.call('GET', `/aliases/${alias.id}`, { token })).body.file_sharing.used_bytes;
    const res = await mock.call('POST', files, { token, rawBody: upload(50 * MB, 'big.bin') });
    expect(res).toMatchObject({ status: 201, body: { name: 'big.bin', size: 50 * MB } });
    const after = (await mock.call('GET', `/aliases/${alias.id}`, { token })).body.file_sharing.used_bytes;
    expect(after - before).toBe(50 * MB);
  });

  it('refuses a file over the 100 MB limit with 413 and keeps serving', async () => {
    const { mock, token, files } = await ownerShare();
    const res = await mock.call('POST', files, {
      token,
      rawBody: upload(MAX_UPLOAD_FILE_BYTES + 1, 'huge.bin'),
    });
    expect(res).toMatchObject({ status: 413, body: { detail: 'The file is larger than the 100 MB limit.' } });
    expect((await mock.call('GET', files, { token })).body.total).toBe(0);
  });

  it('answers an injected upload fault once, then stores the retried file', async () => {
    const { mock, token, files } = await ownerShare();
    await mock.app.fetch(
      new Request('http://mock.test/__mock/faults', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ operationId: 'uploadSharedFile', status: 503 }),
      }),
    );
    expect((await mock.call('POST', files, { token, rawBody: upload(10, 'a.txt') })).status).toBe(503);
    expect((await mock.call('POST', files, { token, rawBody: upload(10, 'a.txt') })).status).toBe(201);
  });
});

describe('SMS messages', () => {
  it('gives the first seeded number of sales-east a long history, paged newest first without repeats', async () => {
    const mock = createTestMock();
    // The messages need no privilege (docs/product-rules.md#console-routes); helpdesk holds only tickets:*.
    const { access_token: token } = await mock.login('helpdesk');
    const alias = mock.app.state.db.aliases.find((a) => a.name === 'sales-east');
    const sms = mock.app.state.db.smsNumbers.find((n) => n.alias_id === alias?.id);
    const base = `/aliases/${alias?.id}/sms/${encodeURIComponent(sms?.number ?? '')}/messages`;
    const first = await mock.call('GET', `${base}?size=25`, { token });
    expect(first.body.total).toBeGreaterThan(LONG_SMS_HISTORY);
    const seen: { id: number; created_at: string }[] = [];
    for (let page = 1; (page - 1) * 25 < first.body.total; page++) {
      seen.push(...(await mock.call('GET', `${base}?size=25&page=${page}`, { token })).body.items);
    }
    expect(new Set(seen.map((m) => m.id)).size).toBe(first.body.total);
    const dates = seen.map((m) => m.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await mock.call('GET', `/aliases/${alias?.id}`, { token })).status).toBe(403);
  });
});
