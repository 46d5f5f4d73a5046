// Every write of the file-sharing screen. Each invalidates the alias's shares and files and its storage use.
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';

import type { Schemas } from '@console/sdk';
import { toast } from '@console/ui';
import { translate } from '@console/ui/i18n';

import { api } from '~/lib/api/api';

import { fileSharingMessages } from '../file-sharing.messages';
import { servicesQueries } from '../services.queries';
import { fetchWithUploadProgress, type UploadProgress } from './upload';

type Share = Schemas['FileShare'];
type SharedFile = Schemas['SharedFile'];

/** After a share or a file was added or removed: the shares and files, and the alias's storage use. */
function afterFileSharingChange(queryClient: QueryClient, aliasId: number) {
  return Promise.all([
    queryClient.invalidateQueries(servicesQueries.shares(aliasId)),
    queryClient.invalidateQueries({ queryKey: servicesQueries.aliasDetail(aliasId).queryKey }),
  ]);
}

export function useCreateShare(aliasId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Schemas['FileShareCreate']) =>
      (await api.POST('/aliases/{aliasId}/filesharing/shares', { params: { path: { aliasId } }, body })).data,
    onSuccess: async (share) => {
      await afterFileSharingChange(queryClient, aliasId);
      toast.success(translate(fileSharingMessages, 'shareCreated', { name: share.name }));
    },
  });
}

/** Deletes a share; `beforeRefresh` runs first (e.g. to leave the deleted share). */
export function useDeleteShare(
  aliasId: number,
  { beforeRefresh }: { beforeRefresh?: () => Promise<unknown> },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (share: Share) => {
      await api.DELETE('/aliases/{aliasId}/filesharing/shares/{shareId}', {
        params: { path: { aliasId, shareId: share.id } },
      });
      return share;
    },
    onSuccess: async (share) => {
      toast.success(translate(fileSharingMessages, 'shareDeleted', { name: share.name }));
      // Gone from the list at once, so the screen does not fall back to the deleted share.
      queryClient.setQueryData(
        servicesQueries.shareList(aliasId).queryKey,
        (page) =>
          page && { ...page, items: page.items.filter((s) => s.id !== share.id), total: page.total - 1 },
      );
      // Its files would answer 404 now: drop them rather than refetch them.
      queryClient.removeQueries(servicesQueries.shareFiles(aliasId, share.id));
      await beforeRefresh?.();
      await afterFileSharingChange(queryClient, aliasId);
    },
  });
}

export function useDeleteFile(aliasId: number, share: Share) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: SharedFile) => {
      await api.DELETE('/aliases/{aliasId}/filesharing/shares/{shareId}/files/{fileId}', {
        params: { path: { aliasId, shareId: share.id, fileId: file.id } },
      });
      return file;
    },
    onSuccess: async (file) => {
      toast.success(translate(fileSharingMessages, 'fileDeleted', { name: file.name }));
      await afterFileSharingChange(queryClient, aliasId);
    },
  });
}

/** Uploads one file with its progress; a failure is shown on the upload's row (so no error toast). */
export function useUploadFile(aliasId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      file,
      share,
      onProgress,
    }: {
      file: File;
      share: { id: number; name: string };
      onProgress: (progress: UploadProgress) => void;
    }) => {
      const body = new FormData();
      body.set('file', file, file.name);
      await api.POST('/aliases/{aliasId}/filesharing/shares/{shareId}/files', {
        params: { path: { aliasId, shareId: share.id } },
        // multipart/form-data: the browser encodes the FormData (the contract types the part as a string).
        body: body as unknown as Schemas['FileUpload'],
        fetch: fetchWithUploadProgress(onProgress),
      });
    },
    meta: { handlesErrors: true },
    onSuccess: async (_, { file, share }) => {
      toast.success(translate(fileSharingMessages, 'fileUploaded', { name: file.name, share: share.name }));
      await afterFileSharingChange(queryClient, aliasId);
    },
  });
}
