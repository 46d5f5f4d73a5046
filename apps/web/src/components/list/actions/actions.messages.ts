// The words of a list's tools that load on first use (docs/decisions/0049-languages.md): a bulk action's
// progress and outcome, and the export. {noun} and {nouns} are a row in the singular and the plural, {doing} and
// {done} a bulk action's words, as in ../list.messages.ts.
import { defineMessages, getLocale } from '@console/ui/i18n';

export const actionsMessages = defineMessages(
  {
    /** While a bulk action runs: {doing} is the action ("Deactivating"), {settled} of {total} rows are done. */
    running: '{doing} {nouns}: {settled} of {total}',
    /** Button beside it: stops the run (rows not yet started are left). */
    cancel: 'Cancel',
    /** A run's outcome with failures: {failed} of {total} rows failed; {done} is the outcome ("deactivated"). */
    failedSummary: '{failed} of {total} could not be {done}.',
    /** The same, when the run was also cancelled: {skipped} rows were not started. */
    failedCancelledSummary:
      '{failed} of {total} could not be {done}, and {skipped} were not started (cancelled).',
    /** A cancelled run's outcome: {changed} of {total} rows were done, {skipped} were not started. */
    cancelledSummary: 'Cancelled: {changed} of {total} {done}, {skipped} not started.',
    /** After either outcome. */
    listShowsChanges: 'The list shows what changed.',
    /** Starts a failed row's line, in bold, before why it failed (often the server's words): {name} names the row. */
    failedRow: '{name}:',
    /** Button after a cancelled run: runs the action on the {count} rows not started. */
    continueRemaining: 'Continue with the remaining {count}',
    /** Button after failures: runs the action again on every failed row. */
    retryFailed: 'Retry the failed',
    /** Button after failures: runs it again on the {count} rows it may go through for (not those refused). */
    retrySome: 'Retry the {count} that may go through',
    /** Button: puts back the {count} rows the run changed. */
    undoChanged: 'Undo the {count} that changed',
    /** Button: closes the outcome. */
    dismiss: 'Dismiss',
    /** A row's failure when the run was cancelled while its call was on its way. */
    cancelledRow: 'Cancelled before it finished.',
    /** A row's failure when nothing more is known. */
    rowFailed: 'Something went wrong. Please try again.',
    /** Title of the export dialog. */
    exportTitle: 'Export the {nouns}',
    /** Its text while the number of rows is not known. */
    exportEverything: 'Every page of the list with its filters and sort, in the columns shown.',
    /** Its text: {rows} is the rows ("40 users"), {columns} how many columns. */
    exportFiltered:
      '{rows} in {columns, plural, one {# column} other {# columns}}, with the filters and sort of the list.',
    /** Its text when only the selected rows are exported. */
    exportSelected: '{rows} in {columns, plural, one {# column} other {# columns}}, as selected.',
    /** Label of the choice of rows to export. */
    rows: 'Rows',
    /** That choice: the selected rows ({rows}: "3 users"). */
    rowsSelected: 'The {rows} selected',
    /** That choice: every row matching the list's filters, their number not known. */
    rowsAllMatching: 'All matching {nouns}',
    /** That choice: every row matching the list's filters; {count} is how many. */
    rowsAllCount: 'All {count} matching',
    /** Label of the choice of file format. */
    format: 'Format',
    /** What the CSV format is for. */
    csvDescription: 'For spreadsheets (RFC 4180, UTF-8).',
    /** What the JSON format is for. */
    jsonDescription: 'For programs.',
    /** A checkbox for CSV files. */
    forExcel: 'For Excel',
    /** What it does. */
    forExcelDescription: 'Starts the file with a byte order mark, so Excel reads it as UTF-8.',
    /** While exporting, the number of rows not yet known: {written} rows are written. */
    exporting: 'Exporting: {written} {nouns}',
    /** While exporting: {written} of {total} rows are written. */
    exportingOf: 'Exporting: {written} of {total} {nouns}',
    /** Button while exporting: stops it. */
    cancelExport: 'Cancel export',
    /** Button: closes the dialog without exporting. */
    close: 'Close',
    /** Button: starts the export. */
    export: 'Export',
    /** A toast once the file is saved: {rows} is the rows ("40 users"). */
    exported: '{rows} exported.',
    /** A toast when the export was cancelled. */
    exportCancelled: 'The export of the {nouns} is cancelled.',
    /** In the dialog when the export failed and nothing more is known. */
    exportFailed: 'The export failed.',
    /** In an exported file's name (lower case, no spaces) when it holds only the selected rows: "users-selected-2026-03-02.csv". */
    fileSelected: 'selected',
  },
  {
    de: () => import('./locales/actions.de.po?raw'),
    fr: () => import('./locales/actions.fr.po?raw'),
  },
);

// In a tab already in German or French, the translations start loading with the code that shows them, so that
// its first words are already in that language (a later switch of language loads them before it switches).
actionsMessages.load(getLocale()).catch(() => undefined);
