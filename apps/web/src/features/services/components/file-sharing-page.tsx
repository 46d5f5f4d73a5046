import type { Schemas } from '@console/sdk';
import {
  Alert,
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  EmptyState,
  FormField,
  PageHeader,
  SkeletonText,
  TextInput,
  formatDate,
  formatFileSize,
  toast,
  type Column,
} from '@console/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { api } from '~/lib/api';
import { pagedTableProps } from '~/features/shell';
import { useForm } from '~/lib/forms';
import { saveFile } from '~/lib/save-file';
import { sortParamOf, sortStateOf } from '~/lib/list-search';
import { invalidateFileSharing, servicesQueries } from '../services.queries';
import { shareSchema, type FileSharingSearch } from '../services.schemas';
import { useUploads, type Upload } from '../use-uploads';
import { LoadFailure, aliasCrumbs } from './common';

type Share = Schemas['FileShare'];
type SharedFile = Schemas['SharedFile'];
const route = getRouteApi('/_authenticated/services/alias/$aliasId/filesharing');

export function FileSharingPage({ aliasId }: { aliasId: number }) {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const alias = useQuery(servicesQueries.aliasDetail(aliasId));
  const shares = useQuery(servicesQueries.shareList(aliasId));
  const uploads = useUploads(aliasId);
  const items = shares.data?.items ?? [];
  // The share in the URL, or the first one (also when the URL's share was deleted).
  const open = items.find((s) => s.id === search.share) ?? items[0];
  const setSearch = (patch: Partial<FileSharingSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }) });

  return (
    <>
      <PageHeader
        title="File sharing"
        description={
          alias.data &&
          `${formatFileSize(alias.data.file_sharing.used_bytes)} of ${formatFileSize(alias.data.file_sharing.quota_bytes)} used`
        }
        {...aliasCrumbs(aliasId, alias.data?.name, { label: 'File sharing' })}
      />
      {shares.isError && !shares.data ? (
        <LoadFailure error={shares.error} onRetry={() => void shares.refetch()} />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
          <Card title="Shares">
            {shares.isPending ? (
              <SkeletonText lines={4} />
            ) : items.length === 0 ? (
              <p className="text-sm text-fg-muted">No shares yet.</p>
            ) : (
              <nav aria-label="Shares">
                <ul className="-mx-2 flex flex-col gap-1">
                  {items.map((share) => (
                    <li key={share.id}>
                      <Link
                        from="/services/alias/$aliasId/filesharing"
                        search={(prev) => ({ ...prev, share: share.id, page: undefined })}
                        aria-current={share.id === open?.id ? 'page' : undefined}
                        className="group flex flex-col rounded-md px-2 py-1.5 text-sm hover:bg-surface-muted aria-[current=page]:bg-primary-soft"
                      >
                        <span className="font-medium text-fg">{share.name}</span>
                        <span className="text-fg-muted group-aria-[current=page]:text-fg">
                          {share.files_count} {share.files_count === 1 ? 'file' : 'files'} ·{' '}
                          {formatFileSize(share.size)}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
            <NewShareForm
              aliasId={aliasId}
              onCreated={(share) => setSearch({ share: share.id, page: undefined })}
            />
          </Card>
          {open ? (
            <ShareFiles
              key={open.id}
              aliasId={aliasId}
              share={open}
              search={search}
              setSearch={setSearch}
              uploads={uploads}
            />
          ) : (
            !shares.isPending && (
              <Card>
                <EmptyState title="No shares" description="Create a share to start uploading files." />
              </Card>
            )
          )}
        </div>
      )}
    </>
  );
}

function NewShareForm({ aliasId, onCreated }: { aliasId: number; onCreated: (share: Share) => void }) {
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: { name: '' },
    schema: shareSchema,
    onSubmit: async (values) => {
      const { data } = await api.POST('/aliases/{aliasId}/filesharing/shares', {
        params: { path: { aliasId } },
        body: values,
      });
      await invalidateFileSharing(queryClient, aliasId);
      form.reset({ name: '' });
      toast.success(`The share ${data.name} is created.`);
      onCreated(data);
    },
  });
  return (
    <form
      id={form.id}
      onSubmit={form.handleSubmit}
      noValidate
      className="mt-4 space-y-3 border-t border-border pt-4"
    >
      {form.errors.form && <Alert tone="error">{form.errors.form}</Alert>}
      <FormField label="New share" error={form.errors.name}>
        <TextInput {...form.bind('name')} placeholder="e.g. Contracts" autoComplete="off" />
      </FormField>
      <Button type="submit" size="sm" variant="secondary" loading={form.submitting}>
        Create share
      </Button>
    </form>
  );
}

function ShareFiles({
  aliasId,
  share,
  search,
  setSearch,
  uploads,
}: {
  aliasId: number;
  share: Share;
  search: FileSharingSearch;
  setSearch: (patch: Partial<FileSharingSearch>) => void;
  uploads: ReturnType<typeof useUploads>;
}) {
  const files = useQuery(servicesQueries.files(aliasId, share.id, { page: search.page, sort: search.sort }));
  const input = useRef<HTMLInputElement>(null);
  const [deletingFile, setDeletingFile] = useState<SharedFile | null>(null);
  const [deletingShare, setDeletingShare] = useState(false);
  const [downloading, setDownloading] = useState<number | null>(null);

  const download = async (file: SharedFile) => {
    setDownloading(file.id);
    try {
      const { data } = await api.GET(
        '/aliases/{aliasId}/filesharing/shares/{shareId}/files/{fileId}/download',
        {
          params: { path: { aliasId, shareId: share.id, fileId: file.id } },
          parseAs: 'blob',
        },
      );
      saveFile(data as Blob, file.name);
    } catch (error) {
      toast.error(`${file.name} could not be downloaded: ${error instanceof Error ? error.message : ''}`);
    } finally {
      setDownloading(null);
    }
  };

  const columns: Column<SharedFile>[] = [
    {
      id: 'name',
      header: 'Name',
      sortable: true,
      // The type sits under the name, so the table fits beside the shares without scrolling.
      cell: (f) => (
        <span className="flex flex-col">
          <span className="font-medium">{f.name}</span>
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
  const mine = uploads.uploads.filter((u) => u.share.id === share.id);

  return (
    <Card
      title={share.name}
      description={`${share.files_count} ${share.files_count === 1 ? 'file' : 'files'} · ${formatFileSize(share.size)}`}
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
      <DataTable
        caption={`Files in ${share.name}`}
        columns={columns}
        getRowId={(f) => String(f.id)}
        sort={sortStateOf(search.sort)}
        onSortChange={(sort) => setSearch({ sort: sortParamOf(sort), page: undefined })}
        {...pagedTableProps(files, (page) => setSearch({ page }), `Pages of files in ${share.name}`)}
        empty={
          <EmptyState title="No files yet" description="Upload files to share them with the alias's team." />
        }
        rowActions={(f) => (
          <span className="inline-flex gap-1">
            <Button
              size="sm"
              variant="ghost"
              loading={downloading === f.id}
              onClick={() => void download(f)}
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
  );
}

function UploadRow({
  upload,
  onRetry,
  onDismiss,
}: {
  upload: Upload;
  onRetry: () => void;
  onDismiss: () => void;
}) {
  const percent = upload.total > 0 ? Math.floor((upload.loaded / upload.total) * 100) : 0;
  const failed = upload.status === 'failed';
  const sent = upload.loaded >= upload.total && upload.total > 0;
  return (
    <li className="rounded-md border border-border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-medium">{upload.file.name}</span>
        <span className="text-fg-muted tabular-nums">
          {failed
            ? formatFileSize(upload.file.size)
            : sent
              ? 'Saving…'
              : `${formatFileSize(upload.loaded)} of ${formatFileSize(upload.total)}`}
        </span>
      </div>
      {failed ? (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <p role="alert" className="flex-1 text-sm text-danger">
            Upload failed: {upload.error}
          </p>
          <Button size="sm" onClick={onRetry} aria-label={`Retry uploading ${upload.file.name}`}>
            Retry
          </Button>
          <Button size="sm" variant="ghost" onClick={onDismiss} aria-label={`Dismiss ${upload.file.name}`}>
            Dismiss
          </Button>
        </div>
      ) : (
        <div
          role="progressbar"
          aria-label={`Uploading ${upload.file.name}`}
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

function DeleteFileDialog({
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
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: async (f: SharedFile) =>
      api.DELETE('/aliases/{aliasId}/filesharing/shares/{shareId}/files/{fileId}', {
        params: { path: { aliasId, shareId: share.id, fileId: f.id } },
      }),
    onSuccess: async (_, f) => {
      onClose();
      toast.success(`${f.name} is deleted.`);
      await invalidateFileSharing(queryClient, aliasId);
    },
  });
  return (
    <ConfirmDialog
      open={file !== null}
      onClose={onClose}
      onConfirm={() => file && remove.mutate(file)}
      busy={remove.isPending}
      title={`Delete ${file?.name ?? 'file'}?`}
      message={`The file is removed from ${share.name} for everyone. This cannot be undone.`}
      confirmLabel="Delete file"
    />
  );
}

function DeleteShareDialog({
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
  const queryClient = useQueryClient();
  const navigate = route.useNavigate();
  const remove = useMutation({
    mutationFn: async () =>
      api.DELETE('/aliases/{aliasId}/filesharing/shares/{shareId}', {
        params: { path: { aliasId, shareId: share.id } },
      }),
    onSuccess: async () => {
      onClose();
      toast.success(`The share ${share.name} is deleted.`);
      // Gone from the list at once, so the screen does not fall back to the deleted share.
      queryClient.setQueryData(
        servicesQueries.shareList(aliasId).queryKey,
        (page) =>
          page && { ...page, items: page.items.filter((s) => s.id !== share.id), total: page.total - 1 },
      );
      queryClient.removeQueries({ queryKey: servicesQueries.shareFiles(aliasId, share.id) });
      await navigate({ search: (prev) => ({ ...prev, share: undefined, page: undefined }) });
      await invalidateFileSharing(queryClient, aliasId);
    },
  });
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      onConfirm={() => remove.mutate()}
      busy={remove.isPending}
      title={`Delete the share ${share.name}?`}
      message={`The share and its ${share.files_count} ${share.files_count === 1 ? 'file' : 'files'} (${formatFileSize(share.size)}) are deleted for everyone. This cannot be undone.`}
      confirmLabel="Delete share"
    />
  );
}
