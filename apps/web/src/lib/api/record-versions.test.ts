import { describe, expect, it } from 'vitest';

import { recordVersion, rememberRecordVersions } from './record-versions';

const middleware = rememberRecordVersions('http://127.0.0.1:9/api');

async function answer(method: string, path: string, status: number, etag?: string) {
  const request = new Request(`http://127.0.0.1:9/api${path}`, { method });
  const response = new Response(status === 204 ? null : '{}', {
    status,
    headers: etag ? { etag } : {},
  });
  // The middleware reads only the request and the response.
  await middleware.onResponse?.({ request, response } as never);
}

describe('record versions', () => {
  it('keeps the version of every GET and PUT by the path without the API base', async () => {
    await answer('GET', '/user/2', 200, '"a"');
    expect(recordVersion('/user/2')).toBe('"a"');
    await answer('PUT', '/user/2', 200, '"b"');
    expect(recordVersion('/user/2')).toBe('"b"');
  });

  it('takes the current version from a 412, which a second try must send', async () => {
    await answer('GET', '/roles/7', 200, '"old"');
    await answer('DELETE', '/roles/7', 412, '"now"');
    expect(recordVersion('/roles/7')).toBe('"now"');
  });

  it('ignores failures other than 412, writes that are not PUT, and answers without a version', async () => {
    await answer('GET', '/admin/locations/3', 200, '"kept"');
    await answer('PUT', '/admin/locations/3', 500, '"broken"');
    await answer('POST', '/admin/locations/3', 200, '"posted"');
    await answer('GET', '/admin/locations/3', 200);
    expect(recordVersion('/admin/locations/3')).toBe('"kept"');
  });
});
