import { useState } from 'react';

import type { Schemas } from '@console/sdk';
import { toast } from '@console/ui';
import { translate } from '@console/ui/i18n';

import { api } from '~/lib/api/api';
import { saveFile } from '~/lib/lists/save-file';

import { fileSharingMessages } from '../file-sharing.messages';

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
      toast.error(
        translate(fileSharingMessages, 'downloadFailed', {
          name: file.name,
          error: error instanceof Error ? error.message : '',
        }),
      );
    } finally {
      setPending(null);
    }
  };
  return { pending, run };
}
