import { HttpError } from './errors.ts';

export const JSON_BODY_LIMIT = 1024 * 1024;
/** The largest file an upload may carry (the contract's 413: "larger than the 100 MB limit"). */
export const MAX_UPLOAD_FILE_BYTES = 100 * 1024 * 1024;
/** A multipart body: the file plus room for its boundaries and part headers. */
export const UPLOAD_BODY_LIMIT = MAX_UPLOAD_FILE_BYTES + 64 * 1024;

function tooLarge(limit: number): HttpError {
  return new HttpError(413, `Request body is larger than ${Math.round(limit / 1024 / 1024)} MB.`);
}

/**
 * Reads the raw body, refusing anything over `limit` bytes: first by Content-Length, then while streaming
 * (a lying or missing header cannot make the server buffer more than the limit).
 */
export async function readBodyLimited(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/** Parses a JSON body; malformed JSON is a 422 at `body` with the parser's reason, as FastAPI answers. */
export function parseJson(bytes: Uint8Array): unknown {
  if (bytes.byteLength === 0) return undefined;
  const text = new TextDecoder().decode(bytes);
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new HttpError(422, [{ loc: ['body'], msg: `Malformed JSON: ${reason}`, type: 'json_invalid' }]);
  }
}
