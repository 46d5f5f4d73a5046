import { useState } from 'react';

import { useMessages } from '@console/ui/i18n';

import { useUnsavedChanges } from '~/lib/forms/unsaved-changes';

import { fileSharingMessages } from '../file-sharing.messages';
import { useUploadFile } from './file-sharing.mutations';

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
  const upload = useUploadFile(aliasId);
  const t = useMessages(fileSharingMessages);
  const [uploads, setUploads] = useState<Upload[]>([]);
  // Pending or failed uploads hold files not yet stored: an expiring session signs in in place, keeping them,
  // and leaving the page asks first, saying when uploads would stop (docs/product-rules.md#leaving-unsaved-input).
  useUnsavedChanges(
    uploads.length > 0,
    uploads.some((u) => u.status === 'uploading') ? t('leaveWhileUploading') : undefined,
  );

  const patch = (key: string, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const run = async (item: Upload) => {
    patch(item.key, { status: 'uploading', loaded: 0, error: undefined });
    try {
      await upload.mutateAsync({
        file: item.file,
        share: item.share,
        onProgress: ({ loaded, total }) => patch(item.key, { loaded, total }),
      });
      setUploads((list) => list.filter((u) => u.key !== item.key));
    } catch (error) {
      patch(item.key, {
        status: 'failed',
        error: error instanceof Error ? error.message : t('uploadFailedDefault'),
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
      // Each upload reports its own failure on its row.
      for (const item of added) void run(item);
    },
    retry: (item: Upload) => void run(item),
    dismiss: (item: Upload) => setUploads((list) => list.filter((u) => u.key !== item.key)),
  };
}
