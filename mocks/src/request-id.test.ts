import { describe, expect, it } from 'vitest';

import { createTestMock } from './test-support.ts';

describe('request ids', () => {
  it('echoes X-Request-Id and logs it with an error answer', async () => {
    const lines: string[] = [];
    const mock = createTestMock({}, { log: (line) => lines.push(line) });
    const owner = await mock.login('owner');
    const found = await mock.call('GET', '/user/me', {
      token: owner.access_token,
      headers: { 'X-Request-Id': 'req-ok-1' },
    });
    expect(found.status).toBe(200);
    expect(found.headers.get('X-Request-Id')).toBe('req-ok-1');

    const missing = await mock.call('GET', '/user/999999', {
      token: owner.access_token,
      headers: { 'X-Request-Id': 'req-missing-2' },
    });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('X-Request-Id')).toBe('req-missing-2');
    expect(lines).toContain('404 GET /user/999999 request req-missing-2');
    expect(lines.join('\n')).not.toContain('req-ok-1');
  });

  it('lets a browser send and read the header across origins', async () => {
    const mock = createTestMock();
    const preflight = await mock.app.fetch(
      new Request('http://mock.test/user/me', {
        method: 'OPTIONS',
        headers: {
          Origin: 'http://localhost:4173',
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'authorization,x-request-id',
        },
      }),
    );
    expect(preflight.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('x-request-id');
  });
});
