import { useId, useRef, useState } from 'react';

import type { Schemas } from '@console/sdk';
import { Button, formatFileSize } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { ticketsMessages } from '../tickets.messages';
import { useUploadTicketAttachment } from '../tickets.mutations';
import { MAX_ATTACHMENTS } from '../tickets.schemas';

type Attachment = Schemas['Attachment'];

/** The contract's 413: "larger than the 100 MB limit" (1024 base, like every size in the console). */
const MAX_FILE_BYTES = 100 * 1024 * 1024;

interface Chosen {
  key: string;
  file: File;
}

/**
 * Files chosen for a new ticket or a reply. They are uploaded on submit (`uploadAll`), before the ticket or
 * reply that names them by id; a failed submit keeps both the files and what is already uploaded.
 */
export function useAttachments() {
  const t = useMessages(ticketsMessages);
  const upload = useUploadTicketAttachment();
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [error, setError] = useState<string | null>(null);
  // What is uploaded already, by key, so a retried submit does not upload a file again.
  const uploaded = useRef(new Map<string, Attachment>());
  const nextKey = useRef(0);

  const add = (files: FileList | null) => {
    const problems: string[] = [];
    const next = [...chosen];
    for (const file of Array.from(files ?? [])) {
      if (next.length >= MAX_ATTACHMENTS) {
        problems.push(t('tooManyFiles', { max: MAX_ATTACHMENTS }));
        break;
      }
      if (file.size > MAX_FILE_BYTES) {
        problems.push(t('fileTooLarge', { name: file.name }));
        continue;
      }
      next.push({ key: String(nextKey.current++), file });
    }
    setChosen(next);
    setError(problems.length > 0 ? problems.join(' ') : null);
  };

  const remove = (key: string) => {
    setChosen((prev) => prev.filter((c) => c.key !== key));
    setError(null);
  };

  /** Uploads what is not uploaded yet; resolves to every attachment, in the order chosen. */
  const uploadAll = async (): Promise<Attachment[]> => {
    const done: Attachment[] = [];
    for (const { key, file } of chosen) {
      let attachment = uploaded.current.get(key);
      if (!attachment) {
        try {
          attachment = await upload.mutateAsync(file);
        } catch (cause) {
          const reason = cause instanceof Error ? cause.message : t('uploadFailedReason');
          throw new Error(t('uploadFailed', { name: file.name, reason }), { cause });
        }
        uploaded.current.set(key, attachment);
      }
      done.push(attachment);
    }
    return done;
  };

  return { chosen, error, add, remove, uploadAll };
}

export function AttachmentsField({
  attachments,
  disabled,
}: {
  attachments: ReturnType<typeof useAttachments>;
  disabled?: boolean;
}) {
  const t = useMessages(ticketsMessages);
  const inputId = useId();
  const hintId = useId();
  const { chosen, error, add, remove } = attachments;
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="text-sm font-medium">{t('attachments')}</legend>
      <p id={hintId} className="text-sm text-fg-muted">
        {t('attachmentsHint', { max: MAX_ATTACHMENTS })}
      </p>
      {chosen.length > 0 && (
        <ul aria-label={t('filesToAttach')} className="flex flex-col gap-1.5">
          {chosen.map((c) => (
            <li key={c.key} className="flex items-center gap-3 text-sm">
              <span className="font-medium">{c.file.name}</span>
              <span className="text-fg-muted tabular-nums">{formatFileSize(c.file.size)}</span>
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('removeFile', { name: c.file.name })}
                onClick={() => remove(c.key)}
              >
                {t('remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {chosen.length < MAX_ATTACHMENTS && (
        <div>
          <label htmlFor={inputId} className="sr-only">
            {t('addFiles')}
          </label>
          <input
            id={inputId}
            type="file"
            multiple
            aria-describedby={hintId}
            className="text-sm text-fg-muted file:me-3 file:rounded-md file:border-0 file:bg-surface-muted file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-fg hover:file:bg-border"
            onChange={(event) => {
              add(event.target.files);
              // The same file can be chosen again after removing it.
              event.target.value = '';
            }}
          />
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
