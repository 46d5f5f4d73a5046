// Uploads with progress. fetch() cannot report how much of a request body was sent, XMLHttpRequest can;
// so an upload passes this fetch to its one SDK call. The SDK's middlewares still run around it: the
// bearer token, the single-flight refresh and replay on a 401, and the error classes.
import { DEFAULT_TIMEOUT_MS, NetworkError, TimeoutError } from '@console/sdk';

export interface UploadProgress {
  /** Bytes of the request body sent so far. */
  loaded: number;
  total: number;
}

/** Statuses whose Response must not have a body. */
const NULL_BODY = new Set([101, 204, 205, 304]);

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** A fetch (for openapi-fetch's per-call `fetch` option) that sends with XMLHttpRequest and reports progress. */
export function fetchWithUploadProgress(
  onProgress: (progress: UploadProgress) => void,
  timeoutMs = DEFAULT_TIMEOUT_MS,
) {
  return async (request: Request): Promise<Response> => {
    // The encoded body (multipart with its boundary): a Blob, which the browser streams from the file.
    const body = request.body ? await request.blob() : null;
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.responseType = 'blob';
      xhr.timeout = timeoutMs;
      xhr.upload.onprogress = (event) =>
        onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : (body?.size ?? 0) });
      xhr.onload = () =>
        resolve(
          new Response(NULL_BODY.has(xhr.status) ? null : (xhr.response as Blob), {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: responseHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      xhr.onerror = () => reject(new NetworkError());
      xhr.ontimeout = () => reject(new TimeoutError(timeoutMs));
      xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
  };
}
