import { getRouteApi } from '@tanstack/react-router';

import type { Schemas } from '@console/sdk';
import { ConfirmDialog, formatFileSize } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { fileSharingMessages } from '../file-sharing.messages';
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
  const t = useMessages(fileSharingMessages);
  return (
    <ConfirmDialog
      open={file !== null}
      onClose={onClose}
      onConfirm={() => file && remove.mutate(file, { onSettled: onClose })}
      busy={remove.isPending}
      title={t('deleteFileTitle', { name: file?.name ?? t('file') })}
      message={t('deleteFileMessage', { share: share.name })}
      confirmLabel={t('deleteFileConfirm')}
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
  const t = useMessages(fileSharingMessages);
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
      title={t('deleteShareTitle', { name: share.name })}
      message={t('deleteShareMessage', { count: share.files_count, size: formatFileSize(share.size) })}
      confirmLabel={t('deleteShare')}
    />
  );
}
