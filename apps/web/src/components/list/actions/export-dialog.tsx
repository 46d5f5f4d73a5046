// Asks how to export the list (which rows, CSV or JSON, Excel's byte order mark) and says how many rows that is,
// then fetches it page by page with progress and Cancel, and saves the file (docs/decisions/0028-list-power.md).
import { useRef, useState } from 'react';

import { Alert, Button, Checkbox, type Column, Dialog, RadioGroup, toast } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { errorText } from '~/lib/forms/error-text';
import { saveFile } from '~/lib/lists/save-file';

import { listMessages } from '../list.messages';
import type { ListNoun } from '../list-screen-options';
import { actionsMessages } from './actions.messages';
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

export function ExportDialog<Row>(props: ExportDialogProps<Row>) {
  const { open, onClose, noun, selected } = props;
  const t = useMessages(actionsMessages);
  const list = useMessages(listMessages);
  /** "40 users". */
  const rowsOf = (count: number) => list('countNouns', { count, noun: noun.one, nouns: noun.other });
  const nouns = { nouns: noun.other };
  // The formats' names are the same in every language.
  const formats = [
    { value: 'csv' as const, label: 'CSV', description: t('csvDescription') },
    { value: 'json' as const, label: 'JSON', description: t('jsonDescription') },
  ];
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
        exportFileName(props.listName, format, onlySelected ? [t('fileSelected')] : props.narrowedBy),
      );
      toast.success(t('exported', { rows: rowsOf(rows) }));
      onClose();
    } catch (error) {
      if (running.signal.aborted) toast(t('exportCancelled', nouns));
      else setFailure(errorText(error, t('exportFailed')));
    } finally {
      setProgress(null);
    }
  };

  const exporting = progress !== null;
  return (
    <Dialog
      open={open}
      onClose={exporting ? () => undefined : onClose}
      title={t('exportTitle', nouns)}
      description={
        rowCount === undefined
          ? t('exportEverything')
          : t(onlySelected ? 'exportSelected' : 'exportFiltered', {
              rows: rowsOf(rowCount),
              columns: columns.length,
            })
      }
      size="sm"
      footer={
        exporting ? (
          <Button variant="secondary" onClick={() => controller.current?.abort()}>
            {t('cancelExport')}
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('close')}
            </Button>
            <Button onClick={() => void start()}>{t('export')}</Button>
          </>
        )
      }
    >
      <div className="space-y-4">
        {selected.length > 0 && (
          <RadioGroup
            label={t('rows')}
            options={[
              { value: 'selected' as const, label: t('rowsSelected', { rows: rowsOf(selected.length) }) },
              {
                value: 'all' as const,
                label:
                  props.total === undefined
                    ? t('rowsAllMatching', nouns)
                    : t('rowsAllCount', { count: props.total }),
              },
            ]}
            value={which}
            onChange={setWhich}
            disabled={exporting}
          />
        )}
        <RadioGroup
          label={t('format')}
          options={formats}
          value={format}
          onChange={setFormat}
          disabled={exporting}
        />
        {format === 'csv' && (
          <Checkbox
            label={t('forExcel')}
            description={t('forExcelDescription')}
            checked={bom}
            onChange={setBom}
            disabled={exporting}
          />
        )}
        {exporting && (
          <label className="flex flex-col gap-1 text-sm" role="status">
            <span>
              {progress.total === null
                ? t('exporting', { written: progress.written, ...nouns })
                : t('exportingOf', { written: progress.written, total: progress.total, ...nouns })}
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
