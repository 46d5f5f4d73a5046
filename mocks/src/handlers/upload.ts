import { MAX_UPLOAD_FILE_BYTES } from '../http/body.ts';
import { HttpError, invalidField } from '../http/errors.ts';

/** The `file` field of a multipart upload, read into what the mock stores. */
export async function readUpload(
  field: unknown,
): Promise<{ name: string; size: number; content_type: string; content: Uint8Array }> {
  if (!(field instanceof Blob))
    throw invalidField(['file'], 'Send the file as multipart/form-data field "file".', 'missing');
  if (field.size > MAX_UPLOAD_FILE_BYTES)
    throw new HttpError(413, `The file is larger than the ${MAX_UPLOAD_FILE_BYTES / 1024 / 1024} MB limit.`);
  return {
    name: field instanceof File && field.name ? field.name : 'upload.bin',
    size: field.size,
    content_type: field.type || 'application/octet-stream',
    content: new Uint8Array(await field.arrayBuffer()),
  };
}
