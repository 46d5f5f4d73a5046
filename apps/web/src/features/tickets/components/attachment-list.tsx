import type { Schemas } from '@console/sdk';
import { Button, formatFileSize } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { ticketsMessages } from '../tickets.messages';
import { useDownloadTicketAttachment } from '../tickets.mutations';

type Attachment = Schemas['Attachment'];

/** The files of one message, each with its size (1024 base) and a download button. */
export function AttachmentList({
  ticketId,
  attachments,
  downloadable = true,
}: {
  ticketId: number;
  attachments: readonly Attachment[];
  /** Files of a reply still being sent are not on the server's ticket yet. */
  downloadable?: boolean;
}) {
  const t = useMessages(ticketsMessages);
  const download = useDownloadTicketAttachment(ticketId);
  if (attachments.length === 0) return null;
  return (
    <ul aria-label={t('attachments')} className="mt-3 flex flex-wrap gap-2">
      {attachments.map((a) => (
        <li
          key={a.id}
          className="flex items-center gap-3 rounded-md border border-border bg-surface-muted px-3 py-1.5 text-sm"
        >
          <PaperclipIcon />
          <span className="font-medium">{a.name}</span>
          <span className="text-fg-muted tabular-nums">{formatFileSize(a.size)}</span>
          {downloadable && (
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('downloadFile', { name: a.name })}
              loading={download.isPending && download.variables.id === a.id}
              onClick={() => download.mutate(a)}
            >
              {t('download')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

function PaperclipIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      className="size-4 text-fg-muted"
    >
      <path
        strokeWidth="1.5"
        strokeLinecap="round"
        d="m14.5 9.5-5.3 5.3a3 3 0 0 1-4.2-4.2l6-6a2 2 0 0 1 2.8 2.8l-6 6a1 1 0 0 1-1.4-1.4l5.3-5.3"
      />
    </svg>
  );
}
