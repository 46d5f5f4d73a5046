import { useRef, useState } from 'react';

import type { Schemas } from '@console/sdk';
import { Button, Card, type Column, EmptyState, formatCount, formatDate, formatFileSize } from '@console/ui';

import { ListProvider, ListTable, ListToolbar, useListController } from '~/components/list';

import { servicesQueries } from '../services.queries';
import { type FileSharingSearch, fileSharingSearchSchema } from '../services.search';
import { DeleteFileDialog, DeleteShareDialog } from './delete-dialogs';
import { UploadRow } from './upload-row';
import { useDownload } from './use-download';
import type { useUploads } from './use-uploads';

type Share = Schemas['FileShare'];
type SharedFile = Schemas['SharedFile'];

const columns: Column<SharedFile>[] = [
  {
    id: 'name',
    header: 'Name',
    sortable: true,
    // The type sits under the name, so the table fits beside the shares without scrolling.
    cell: (f) => (
      <span className="flex flex-col">
        <span className="font-medium break-all">{f.name}</span>
        <span className="text-xs text-fg-muted">{f.content_type}</span>
      </span>
    ),
  },
  { id: 'size', header: 'Size', sortable: true, align: 'end', cell: (f) => formatFileSize(f.size) },
  {
    id: 'uploaded_at',
    header: 'Uploaded',
    sortable: true,
    cell: (f) => (
      <span className="flex flex-col">
        <time dateTime={f.uploaded_at}>{formatDate(f.uploaded_at, { time: 'minutes' })}</time>
        <span className="text-xs text-fg-muted">by {f.uploaded_by}</span>
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
  const list = useListController({
    query: (search: FileSharingSearch) => servicesQueries.files(aliasId, share.id, search),
    from: '/_authenticated/services/alias/$aliasId/filesharing',
    viewsKey: 'services-alias-filesharing',
    schema: fileSharingSearchSchema,
    noun: { one: 'file', other: 'files' },
    searchHint: 'Check the spelling, or search for part of the name.',
    empty: (
      <EmptyState title="No files yet" description="Upload files to share them with the alias's team." />
    ),
  });
  const download = useDownload(aliasId, share.id);
  const input = useRef<HTMLInputElement>(null);
  const [deletingFile, setDeletingFile] = useState<SharedFile | null>(null);
  const [deletingShare, setDeletingShare] = useState(false);
  const mine = uploads.uploads.filter((u) => u.share.id === share.id);

  return (
    <ListProvider list={list} columns={columns}>
      <Card
        className="min-w-0"
        title={<span className="break-words">{share.name}</span>}
        description={`${formatCount(share.files_count, 'file')} · ${formatFileSize(share.size)}`}
        actions={
          <>
            <input
              ref={input}
              type="file"
              multiple
              className="sr-only"
              tabIndex={-1}
              aria-label={`Files to upload to ${share.name}`}
              onChange={(event) => {
                const chosen = Array.from(event.target.files ?? []);
                if (chosen.length > 0) uploads.add(chosen, { id: share.id, name: share.name });
                event.target.value = '';
              }}
            />
            <Button size="sm" onClick={() => input.current?.click()}>
              Upload files
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setDeletingShare(true)}>
              Delete share
            </Button>
          </>
        }
      >
        {mine.length > 0 && (
          <ul aria-label="Uploads" className="mb-4 flex flex-col gap-3">
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
        <ListToolbar label={`Search files in ${share.name}`} placeholder="Search by file name" />
        <ListTable<SharedFile>
          caption={`Files in ${share.name}`}
          rowActions={(f) => (
            <span className="inline-flex gap-1">
              <Button
                size="sm"
                variant="ghost"
                loading={download.pending === f.id}
                onClick={() => void download.run(f)}
                aria-label={`Download ${f.name}`}
              >
                Download
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setDeletingFile(f)}
                aria-label={`Delete ${f.name}`}
              >
                Delete
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
