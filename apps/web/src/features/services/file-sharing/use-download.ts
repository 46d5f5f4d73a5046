import { useState } from 'react';

import type { Schemas } from '@console/sdk';
import { toast } from '@console/ui';

import { api } from '~/lib/api/api';
import { saveFile } from '~/lib/lists/save-file';

/** Downloads a shared file (a read, not a write): which one is on its way, and a toast if it fails. */
export function useDownload(aliasId: number, shareId: number) {
  const [pending, setPending] = useState<number | null>(null);
  const run = async (file: Schemas['SharedFile']) => {
    setPending(file.id);
    try {
      const { data } = await api.GET(
        '/aliases/{aliasId}/filesharing/shares/{shareId}/files/{fileId}/download',
        { params: { path: { aliasId, shareId, fileId: file.id } }, parseAs: 'blob' },
      );
      saveFile(data as Blob, file.name);
    } catch (error) {
      toast.error(`${file.name} could not be downloaded: ${error instanceof Error ? error.message : ''}`);
    } finally {
      setPending(null);
    }
  };
  return { pending, run };
}
