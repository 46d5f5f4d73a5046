// Asks how to export the list (CSV or JSON, Excel's byte order mark), then fetches it page by page with
// progress and Cancel, and saves the file (docs/decisions/0028-list-power.md).
import { useRef, useState } from 'react';

import { Alert, Button, Checkbox, Dialog, formatCount, formatNumber, RadioGroup, toast } from '@console/ui';

import { saveFile } from '~/lib/lists/save-file';

import type { ListNoun } from '../list-screen-options';
import { type ExportColumn, exportFileName, type ExportFormat, exportList } from './export-list';

export interface ExportDialogProps<Row> {
  open: boolean;
  onClose: () => void;
  /** "users": the dialog's words and the file's name. */
  noun: ListNoun;
  columns: readonly ExportColumn<Row>[];
  fetchPage: (page: number) => Promise<{ items: Row[]; total: number; size: number }>;
}

const FORMATS = [
  { value: 'csv' as const, label: 'CSV', description: 'For spreadsheets (RFC 4180, UTF-8).' },
  { value: 'json' as const, label: 'JSON', description: 'For programs.' },
];

export function ExportDialog<Row>({ open, onClose, noun, columns, fetchPage }: ExportDialogProps<Row>) {
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [bom, setBom] = useState(false);
  const [progress, setProgress] = useState<{ written: number; total: number | null } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  const start = async () => {
    const running = new AbortController();
    controller.current = running;
    setFailure(null);
    setProgress({ written: 0, total: null });
    try {
      const { parts, rows } = await exportList({
        columns,
        format,
        bom,
        fetchPage,
        signal: running.signal,
        onProgress: (written, total) => setProgress({ written, total }),
      });
      const type = format === 'csv' ? 'text/csv;charset=utf-8' : 'application/json;charset=utf-8';
      saveFile(new Blob(parts, { type }), exportFileName(noun.other, format));
      toast.success(`${formatCount(rows, noun.one, noun.other)} exported.`);
      onClose();
    } catch (error) {
      if (running.signal.aborted) toast(`The export of the ${noun.other} is cancelled.`);
      else setFailure(error instanceof Error ? error.message : 'The export failed.');
    } finally {
      setProgress(null);
    }
  };

  const exporting = progress !== null;
  return (
    <Dialog
      open={open}
      onClose={exporting ? () => undefined : onClose}
      title={`Export the ${noun.other}`}
      description="Every page of the list with its filters and sort, in the columns shown."
      size="sm"
      footer={
        exporting ? (
          <Button variant="secondary" onClick={() => controller.current?.abort()}>
            Cancel export
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
            <Button onClick={() => void start()}>Export</Button>
          </>
        )
      }
    >
      <div className="space-y-4">
        <RadioGroup
          label="Format"
          options={FORMATS}
          value={format}
          onChange={setFormat}
          disabled={exporting}
        />
        {format === 'csv' && (
          <Checkbox
            label="For Excel"
            description="Starts the file with a byte order mark, so Excel reads it as UTF-8."
            checked={bom}
            onChange={setBom}
            disabled={exporting}
          />
        )}
        {exporting && (
          <label className="flex flex-col gap-1 text-sm" role="status">
            <span>
              Exporting: {formatNumber(progress.written)}
              {progress.total === null ? '' : ` of ${formatNumber(progress.total)}`} {noun.other}
            </span>
            <progress
              className="h-2 w-full accent-primary"
              max={progress.total ?? undefined}
              value={progress.total === null ? undefined : progress.written}
            />
          </label>
        )}
        {failure && <Alert tone="error">{failure}</Alert>}
      </div>
    </Dialog>
  );
}
