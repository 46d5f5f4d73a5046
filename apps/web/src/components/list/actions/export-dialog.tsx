// Asks how to export the list (which rows, CSV or JSON, Excel's byte order mark) and says how many rows that is,
// then fetches it page by page with progress and Cancel, and saves the file (docs/decisions/0028-list-power.md).
import { useRef, useState } from 'react';

import {
  Alert,
  Button,
  Checkbox,
  type Column,
  Dialog,
  formatCount,
  formatNumber,
  RadioGroup,
  toast,
} from '@console/ui';

import { saveFile } from '~/lib/lists/save-file';

import type { ListNoun } from '../list-screen-options';
import { exportColumnsOf, exportFileName, type ExportFormat, exportList } from './export-list';

export interface ExportDialogProps<Row> {
  open: boolean;
  onClose: () => void;
  /** "users": the dialog's words and the file's name. */
  noun: ListNoun;
  /** The table's columns as shown; those with an `exportValue` are exported. */
  columns: readonly Column<Row>[];
  fetchPage: (page: number) => Promise<{ items: Row[]; total: number; size: number }>;
  /** How many rows match the filters, when known. */
  total: number | undefined;
  /** The rows selected on the list (none: only "all matching" is offered). */
  selected: readonly Row[];
  /** The list's stable name ("users", "admin-logs"), first in the file's name. */
  listName: string;
  /** What narrows the list (its chips' words), for the file's name. */
  narrowedBy: readonly string[];
}

const FORMATS = [
  { value: 'csv' as const, label: 'CSV', description: 'For spreadsheets (RFC 4180, UTF-8).' },
  { value: 'json' as const, label: 'JSON', description: 'For programs.' },
];

export function ExportDialog<Row>(props: ExportDialogProps<Row>) {
  const { open, onClose, noun, selected } = props;
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [which, setWhich] = useState<'all' | 'selected'>(selected.length > 0 ? 'selected' : 'all');
  const onlySelected = which === 'selected' && selected.length > 0;
  const columns = exportColumnsOf(props.columns);
  const rowCount = onlySelected ? selected.length : props.total;
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
        fetchPage: onlySelected
          ? () => Promise.resolve({ items: [...selected], total: selected.length, size: selected.length })
          : props.fetchPage,
        signal: running.signal,
        onProgress: (written, total) => setProgress({ written, total }),
      });
      const type = format === 'csv' ? 'text/csv;charset=utf-8' : 'application/json;charset=utf-8';
      saveFile(
        new Blob(parts, { type }),
        exportFileName(props.listName, format, onlySelected ? ['selected'] : props.narrowedBy),
      );
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
      description={
        rowCount === undefined
          ? 'Every page of the list with its filters and sort, in the columns shown.'
          : `${formatCount(rowCount, noun.one, noun.other)} in ${formatCount(columns.length, 'column')}, ${onlySelected ? 'as selected' : 'with the filters and sort of the list'}.`
      }
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
        {selected.length > 0 && (
          <RadioGroup
            label="Rows"
            options={[
              {
                value: 'selected' as const,
                label: `The ${formatCount(selected.length, noun.one, noun.other)} selected`,
              },
              {
                value: 'all' as const,
                label:
                  props.total === undefined
                    ? `All matching ${noun.other}`
                    : `All ${formatNumber(props.total)} matching`,
              },
            ]}
            value={which}
            onChange={setWhich}
            disabled={exporting}
          />
        )}
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
