import type { Schemas } from '@console/sdk';
import { toast } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '~/lib/api';
import { useLeaveWarning, useUnsavedChanges } from '~/lib/unsaved-changes';
import { invalidateFileSharing } from './services.queries';
import { fetchWithUploadProgress } from './upload';

export interface Upload {
  key: string;
  /** Kept so a failed upload is retried without choosing the file again. */
  file: File;
  share: { id: number; name: string };
  status: 'uploading' | 'failed';
  loaded: number;
  total: number;
  error?: string;
}

let nextKey = 0;

/** The uploads of the file-sharing screen: each with its progress; failed ones stay until retried or dismissed. */
export function useUploads(aliasId: number) {
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<Upload[]>([]);
  // Pending or failed uploads hold files not yet stored: an expiring session signs in in place, keeping them.
  useUnsavedChanges(uploads.length > 0);
  useLeaveWarning(
    uploads.some((u) => u.status === 'uploading'),
    'Files are still uploading. Leave this page and stop those uploads?',
  );

  const patch = (key: string, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const run = async (upload: Upload) => {
    patch(upload.key, { status: 'uploading', loaded: 0, error: undefined });
    const body = new FormData();
    body.set('file', upload.file, upload.file.name);
    try {
      await api.POST('/aliases/{aliasId}/filesharing/shares/{shareId}/files', {
        params: { path: { aliasId, shareId: upload.share.id } },
        // multipart/form-data: the browser encodes the FormData (the contract types the part as a string).
        body: body as unknown as Schemas['FileUpload'],
        fetch: fetchWithUploadProgress(({ loaded, total }) => patch(upload.key, { loaded, total })),
      });
      setUploads((list) => list.filter((u) => u.key !== upload.key));
      toast.success(`${upload.file.name} is uploaded to ${upload.share.name}.`);
      await invalidateFileSharing(queryClient, aliasId);
    } catch (error) {
      patch(upload.key, {
        status: 'failed',
        error: error instanceof Error ? error.message : 'The upload failed.',
      });
    }
  };

  return {
    uploads,
    add(files: readonly File[], share: Upload['share']) {
      const added = files.map((file): Upload => ({
        key: `upload-${++nextKey}`,
        file,
        share,
        status: 'uploading',
        loaded: 0,
        total: file.size,
      }));
      setUploads((list) => [...list, ...added]);
      for (const upload of added) void run(upload);
    },
    retry: (upload: Upload) => void run(upload),
    dismiss: (upload: Upload) => setUploads((list) => list.filter((u) => u.key !== upload.key)),
  };
}
