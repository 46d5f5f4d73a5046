import { Alert, Button } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import type { FieldConflict } from '~/lib/forms/edit-form';
import { liveDeletedKey, useLive } from '~/lib/live/live-cache';

import { conflictMessages } from './conflict.messages';
import { formMessages } from './form.messages';
import { readableValue } from './readable-value';
import { sentence } from './sentence';

/** What `RecordConflict` needs of a form that edits a stored record (`useEditForm`). */
interface EditingForm {
  conflicts: FieldConflict[];
  settle: (field: string, choice: 'mine' | 'theirs') => void;
  changedOnServer: boolean;
  loadLatest: () => void;
  unsentOffline: boolean;
  handleSubmit: () => void;
  submitting: boolean;
  recordPath?: string | undefined;
}

/**
 * Someone else's change to the record this form edits, or a save that failed offline now that the connection is
 * back (an offer to send it, never sent by itself): before a save, a notice offering their values for the
 * untouched fields; after a save that met their change, yours and theirs for each field you both changed
 * (docs/product-rules.md#two-people-one-record). Nothing typed is lost until you take theirs.
 */
export function RecordConflict({
  form,
  what,
  labels,
  format,
}: {
  form: EditingForm;
  /**
   * The record as a sentence names it: 'this user' (in German in the nominative, 'dieser Benutzer'; in French with
   * its article, 'cet utilisateur'; conflict.messages.ts).
   */
  what: string;
  labels: Record<string, string>;
  /** A field's value as a person reads it (role ids as role names); undefined for plain text. */
  format?: (field: string, value: unknown) => string | undefined;
}) {
  const t = useMessages(conflictMessages);
  // Stored values in words (readable-value.ts).
  useMessages(formMessages);
  const read = (field: string, value: unknown) => format?.(field, value) ?? readableValue(value);
  // The live stream says the record was deleted (docs/decisions/0048-live-data-in-the-app.md): it is not read again,
  // and what was typed stays in the form.
  const deletedBy = useLive<string>(liveDeletedKey(form.recordPath ?? ''));
  if (deletedBy) return <Alert tone="warning">{t('deletedWhileEditing', { who: deletedBy, what })}</Alert>;
  if (form.conflicts.length > 0) {
    const all = (choice: 'mine' | 'theirs') => () => {
      for (const { field } of form.conflicts) form.settle(field, choice);
    };
    return (
      <section
        aria-labelledby="record-conflict-title"
        className="space-y-3 rounded-md border border-warning/40 bg-warning-soft p-3 text-sm text-fg"
      >
        <h3 id="record-conflict-title" className="font-semibold">
          {sentence(t('bothChangedTitle', { what }))}
        </h3>
        <p>{t('bothChangedText')}</p>
        <ul className="space-y-3">
          {form.conflicts.map(({ field, mine, theirs }) => (
            <li key={field} className="space-y-1" aria-label={labels[field] ?? field}>
              <div className="font-medium">{labels[field] ?? field}</div>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3">
                <dt className="font-medium">{t('yours')}</dt>
                <dd className="break-words">{read(field, mine)}</dd>
                <dt className="font-medium">{t('theirs')}</dt>
                <dd className="break-words">{read(field, theirs)}</dd>
              </dl>
              <div className="flex gap-2">
                <Button size="sm" variant="secondary" onClick={() => form.settle(field, 'mine')}>
                  {t('keepMine')}
                </Button>
                <Button size="sm" variant="secondary" onClick={() => form.settle(field, 'theirs')}>
                  {t('takeTheirs')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
        {form.conflicts.length > 1 && (
          <div className="flex gap-2 border-t border-border pt-3">
            <Button size="sm" variant="secondary" onClick={all('mine')}>
              {t('keepAllMine')}
            </Button>
            <Button size="sm" variant="secondary" onClick={all('theirs')}>
              {t('takeAllTheirs')}
            </Button>
          </div>
        )}
      </section>
    );
  }
  if (form.unsentOffline)
    return (
      <Alert tone="info">
        <span className="flex flex-wrap items-center gap-3">
          {sentence(t('notSavedYet', { what }))}
          <Button size="sm" onClick={() => form.handleSubmit()} loading={form.submitting}>
            {t('saveNow')}
          </Button>
        </span>
      </Alert>
    );
  if (!form.changedOnServer) return null;
  return (
    <Alert tone="info">
      <span className="flex flex-wrap items-center gap-3">
        {sentence(t('changedMeanwhile', { what }))}
        <Button size="sm" variant="secondary" onClick={form.loadLatest}>
          {t('loadTheirs')}
        </Button>
      </span>
    </Alert>
  );
}
