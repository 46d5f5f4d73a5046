// The version (ETag) of each record as this tab last read it, by API path ('/user/2'). The SDK client's
// middleware fills it from every GET and PUT that answers one, and from every 412; an edit form takes the version its values
// came from and sends it back as `If-Match`, so a save over someone else's change answers 412 instead of
// overwriting it (docs/decisions/0031-record-versions.md).
import type { ApiClient } from '@console/sdk';

type Middleware = Parameters<ApiClient['use']>[0];

const versions = new Map<string, string>();

/** The version of the record at `path` as last read, if the API gave one. */
export const recordVersion = (path: string): string | undefined => versions.get(path);

/** The middleware that keeps `recordVersion` current; `baseUrl` is stripped from each request's path. */
export function rememberRecordVersions(baseUrl: string): Middleware {
  const basePath = new URL(baseUrl, 'http://base.invalid').pathname.replace(/\/$/, '');
  return {
    onResponse({ request, response }) {
      const tag = response.headers.get('etag');
      // A 412 carries the record as it is now, so its version is the one a second try must send.
      const read = response.ok && (request.method === 'GET' || request.method === 'PUT');
      if (!tag || !(read || response.status === 412)) return undefined;
      const path = new URL(request.url).pathname;
      versions.set(path.startsWith(basePath) ? path.slice(basePath.length) : path, tag);
      return undefined;
    },
  };
}

/** What an update that sends a version takes: the form's values and the version they came from. */
export interface VersionedValues<V> {
  values: V;
  ifMatch?: string | undefined;
}

/** The `header` of a conditional write's params: `If-Match` when the form has a version to send. */
export const ifMatchHeader = (ifMatch: string | undefined) => (ifMatch ? { 'If-Match': ifMatch } : undefined);
