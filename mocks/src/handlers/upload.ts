import { invalidField } from '../http/errors.ts';

/** The `file` field of a multipart upload, read into what the mock stores. */
export async function readUpload(
  field: unknown,
): Promise<{ name: string; size: number; content_type: string; content: Uint8Array }> {
  if (!(field instanceof Blob))
    throw invalidField(['file'], 'Send the file as multipart/form-data field "file".', 'missing');
  return {
    name: field instanceof File && field.name ? field.name : 'upload.bin',
    size: field.size,
    content_type: field.type || 'application/octet-stream',
    content: new Uint8Array(await field.arrayBuffer()),
  };
}
