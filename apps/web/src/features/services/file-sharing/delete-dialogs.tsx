import { getRouteApi } from '@tanstack/react-router';

import type { Schemas } from '@console/sdk';
import { ConfirmDialog, formatCount, formatFileSize } from '@console/ui';

import { useDeleteFile, useDeleteShare } from './file-sharing.mutations';

type Share = Schemas['FileShare'];
type SharedFile = Schemas['SharedFile'];
const route = getRouteApi('/_authenticated/services/alias/$aliasId/filesharing');

export function DeleteFileDialog({
  aliasId,
  share,
  file,
  onClose,
}: {
  aliasId: number;
  share: Share;
  file: SharedFile | null;
  onClose: () => void;
}) {
  const remove = useDeleteFile(aliasId, share);
  return (
    <ConfirmDialog
      open={file !== null}
      onClose={onClose}
      onConfirm={() => file && remove.mutate(file, { onSettled: onClose })}
      busy={remove.isPending}
      title={`Delete ${file?.name ?? 'file'}?`}
      message={`The file is removed from ${share.name} for everyone. This cannot be undone.`}
      confirmLabel="Delete file"
    />
  );
}

export function DeleteShareDialog({
  aliasId,
  share,
  open,
  onClose,
}: {
  aliasId: number;
  share: Share;
  open: boolean;
  onClose: () => void;
}) {
  const navigate = route.useNavigate();
  const remove = useDeleteShare(aliasId, {
    beforeRefresh: () =>
      navigate({ search: (prev) => ({ ...prev, share: undefined, page: undefined, search: undefined }) }),
  });
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      onConfirm={() => remove.mutate(share, { onSettled: onClose })}
      busy={remove.isPending}
      title={`Delete the share ${share.name}?`}
      message={`The share and its ${formatCount(share.files_count, 'file')} (${formatFileSize(share.size)}) are deleted for everyone. This cannot be undone.`}
      confirmLabel="Delete share"
    />
  );
}
