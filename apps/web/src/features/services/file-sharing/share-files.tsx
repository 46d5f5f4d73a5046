import { useRef, useState } from 'react';

import type { Schemas } from '@console/sdk';
import { Button, Card, type Column, EmptyState, formatDate, formatFileSize } from '@console/ui';
import { type Translate, useMessages } from '@console/ui/i18n';

import { ListProvider, ListTable, ListToolbar, useListController } from '~/components/list';

import { fileSharingMessages } from '../file-sharing.messages';
import { servicesQueries } from '../services.queries';
import { type FileSharingSearch, fileSharingSearchSchema } from '../services.search';
import { DeleteFileDialog, DeleteShareDialog } from './delete-dialogs';
import { UploadRow } from './upload-row';
import { useDownload } from './use-download';
import type { useUploads } from './use-uploads';

type Share = Schemas['FileShare'];
type SharedFile = Schemas['SharedFile'];

const columns = (t: Translate<keyof typeof fileSharingMessages.source>): Column<SharedFile>[] => [
  {
    id: 'name',
    header: t('name'),
    sortable: true,
    // The type sits under the name, so the table fits beside the shares without scrolling.
    cell: (f) => (
      <span className="flex flex-col">
        <span className="font-medium break-all">{f.name}</span>
        <span className="text-xs text-fg-muted">{f.content_type}</span>
      </span>
    ),
  },
  { id: 'size', header: t('size'), sortable: true, align: 'end', cell: (f) => formatFileSize(f.size) },
  {
    id: 'uploaded_at',
    header: t('uploaded'),
    sortable: true,
    cell: (f) => (
      <span className="flex flex-col">
        <time dateTime={f.uploaded_at}>{formatDate(f.uploaded_at, { time: 'minutes' })}</time>
        <span className="text-xs text-fg-muted">{t('uploadedBy', { name: f.uploaded_by })}</span>
      </span>
    ),
  },
];

/** The open share: its uploads, its files (paged, sorted, searched in the URL), and its actions. */
export function ShareFiles({
  aliasId,
  share,
  uploads,
}: {
  aliasId: number;
  share: Share;
  uploads: ReturnType<typeof useUploads>;
}) {
  const t = useMessages(fileSharingMessages);
  const list = useListController({
    query: (search: FileSharingSearch) => servicesQueries.files(aliasId, share.id, search),
    from: '/_authenticated/services/alias/$aliasId/filesharing',
    viewsKey: 'services-alias-filesharing',
    schema: fileSharingSearchSchema,
    noun: { one: t('fileOne'), other: t('fileOther') },
    searchHint: t('searchHint'),
    empty: <EmptyState title={t('noFiles')} description={t('noFilesText')} />,
  });
  const download = useDownload(aliasId, share.id);
  const input = useRef<HTMLInputElement>(null);
  const [deletingFile, setDeletingFile] = useState<SharedFile | null>(null);
  const [deletingShare, setDeletingShare] = useState(false);
  const mine = uploads.uploads.filter((u) => u.share.id === share.id);

  return (
    <ListProvider list={list} columns={columns(t)}>
      <Card
        className="min-w-0"
        title={<span className="break-words">{share.name}</span>}
        description={t('filesAndSize', { count: share.files_count, size: formatFileSize(share.size) })}
        actions={
          <>
            <input
              ref={input}
              type="file"
              multiple
              className="sr-only"
              tabIndex={-1}
              aria-label={t('filesToUpload', { share: share.name })}
              onChange={(event) => {
                const chosen = Array.from(event.target.files ?? []);
                if (chosen.length > 0) uploads.add(chosen, { id: share.id, name: share.name });
                event.target.value = '';
              }}
            />
            <Button size="sm" onClick={() => input.current?.click()}>
              {t('uploadFiles')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setDeletingShare(true)}>
              {t('deleteShare')}
            </Button>
          </>
        }
      >
        {mine.length > 0 && (
          <ul aria-label={t('uploads')} className="mb-4 flex flex-col gap-3">
            {mine.map((upload) => (
              <UploadRow
                key={upload.key}
                upload={upload}
                onRetry={() => uploads.retry(upload)}
                onDismiss={() => uploads.dismiss(upload)}
              />
            ))}
          </ul>
        )}
        <ListToolbar label={t('searchFiles', { share: share.name })} placeholder={t('searchPlaceholder')} />
        <ListTable<SharedFile>
          caption={t('filesIn', { share: share.name })}
          rowActions={(f) => (
            <span className="inline-flex gap-1">
              <Button
                size="sm"
                variant="ghost"
                loading={download.pending === f.id}
                onClick={() => void download.run(f)}
                aria-label={t('downloadFile', { name: f.name })}
              >
                {t('download')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setDeletingFile(f)}
                aria-label={t('deleteFile', { name: f.name })}
              >
                {t('delete')}
              </Button>
            </span>
          )}
        />
        <DeleteFileDialog
          aliasId={aliasId}
          share={share}
          file={deletingFile}
          onClose={() => setDeletingFile(null)}
        />
        <DeleteShareDialog
          aliasId={aliasId}
          share={share}
          open={deletingShare}
          onClose={() => setDeletingShare(false)}
        />
      </Card>
    </ListProvider>
  );
}
