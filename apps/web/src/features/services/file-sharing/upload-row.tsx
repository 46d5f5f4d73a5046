import { Button, formatFileSize } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { fileSharingMessages } from '../file-sharing.messages';
import type { Upload } from './use-uploads';

/** One upload: its progress while it runs; the error, Retry and Dismiss once it failed. */
export function UploadRow({
  upload,
  onRetry,
  onDismiss,
}: {
  upload: Upload;
  onRetry: () => void;
  onDismiss: () => void;
}) {
  const t = useMessages(fileSharingMessages);
  const percent = upload.total > 0 ? Math.floor((upload.loaded / upload.total) * 100) : 0;
  const failed = upload.status === 'failed';
  const sent = upload.loaded >= upload.total && upload.total > 0;
  return (
    <li className="rounded-md border border-border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-medium break-all">{upload.file.name}</span>
        <span className="text-fg-muted tabular-nums">
          {failed
            ? formatFileSize(upload.file.size)
            : sent
              ? t('saving')
              : t('progress', { loaded: formatFileSize(upload.loaded), total: formatFileSize(upload.total) })}
        </span>
      </div>
      {failed ? (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <p role="alert" className="flex-1 text-sm text-danger">
            {t('uploadFailed', { error: upload.error ?? '' })}
          </p>
          <Button size="sm" onClick={onRetry} aria-label={t('retryUploading', { name: upload.file.name })}>
            {t('retry')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={onDismiss}
            aria-label={t('dismissFile', { name: upload.file.name })}
          >
            {t('dismiss')}
          </Button>
        </div>
      ) : (
        <div
          role="progressbar"
          aria-label={t('uploading', { name: upload.file.name })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%`}
          className="mt-2 h-2 overflow-hidden rounded-full bg-surface-muted"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width]"
            style={{ width: `${percent}%` }}
          />
        </div>
      )}
    </li>
  );
}
