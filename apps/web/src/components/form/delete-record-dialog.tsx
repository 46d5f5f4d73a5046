import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';

import { ConflictError } from '@console/sdk';
import { ConfirmDialog } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { formMessages } from './form.messages';
import { readableValue } from './readable-value';
import { sentence } from './sentence';

interface Change {
  field: string;
  label: string;
  before: string;
  after: string;
}

/** The labelled fields whose values differ between the record as shown and as the server has it now. */
export function changedFields(
  shown: object,
  current: unknown,
  labels: Record<string, string>,
  format?: (field: string, value: unknown) => string | undefined,
): Change[] {
  const now = (current ?? {}) as Record<string, unknown>;
  const was = shown as Record<string, unknown>;
  const read = (field: string, value: unknown) => format?.(field, value) ?? readableValue(value);
  return Object.entries(labels)
    .filter(([field]) => JSON.stringify(was[field]) !== JSON.stringify(now[field]))
    .map(([field, label]) => ({
      field,
      label,
      before: read(field, was[field]),
      after: read(field, now[field]),
    }));
}

/**
 * Asks before deleting a stored record. The delete sends the version the record was shown at
 * (`useDeleteMutation` with `recordPath`); when someone changed it since, the server answers 412 and the dialog
 * asks again with what changed, each field before and now (docs/product-rules.md#two-people-one-record). A
 * change to nothing shown here (their version moved, the fields did not) is deleted at once on the second try.
 */
export function DeleteRecordDialog<Entity extends object>({
  record,
  remove,
  onClose,
  what,
  labels,
  format,
  title,
  message,
  confirmLabel,
  typeToConfirm,
}: {
  /** The record as shown; null keeps the dialog closed. */
  record: Entity | null;
  remove: Pick<UseMutationResult<Entity, Error, Entity>, 'mutate' | 'isPending'>;
  onClose: () => void;
  /**
   * The record as a sentence names it: 'this user' (in German in the nominative, 'dieser Benutzer'; in French with
   * its article, 'cet utilisateur'; form.messages.ts).
   */
  what: string;
  /** The fields a person would notice changed, by label. */
  labels: Record<string, string>;
  format?: (field: string, value: unknown) => string | undefined;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  /** A name the person types before the delete goes (the kit's ConfirmDialog). */
  typeToConfirm?: string | undefined;
}) {
  const t = useMessages(formMessages);
  const [changed, setChanged] = useState<{ current: Entity; changes: Change[] } | null>(null);
  const close = () => {
    if (remove.isPending) return;
    setChanged(null);
    onClose();
  };
  const confirm = (entity: Entity) =>
    remove.mutate(entity, {
      onError: (error) => {
        if (!(error instanceof ConflictError) || error.current === undefined) return close();
        const current = error.current as Entity;
        const changes = changedFields(changed?.current ?? entity, current, labels, format);
        // Once this try has settled: a single-flight mutation drops a call made while one is in flight.
        if (changes.length === 0) return void setTimeout(() => confirm(current));
        setChanged({ current, changes });
      },
      onSuccess: () => {
        setChanged(null);
        onClose();
      },
    });
  return (
    <ConfirmDialog
      open={record !== null}
      onClose={close}
      onConfirm={() => record && confirm(changed?.current ?? record)}
      busy={remove.isPending}
      title={changed ? sentence(t('changedTitle', { what })) : title}
      message={
        changed ? (
          <>
            <p>{t('changedQuestion')}</p>
            <ul aria-label={t('whatChanged')} className="mt-2 space-y-1">
              {changed.changes.map((change) => (
                <li key={change.field}>
                  <span className="font-medium">{t('fieldLabel', { field: change.label })}</span>{' '}
                  {change.before} → {change.after}
                </li>
              ))}
            </ul>
          </>
        ) : (
          message
        )
      }
      confirmLabel={changed ? t('deleteAnyway') : confirmLabel}
      {...(typeToConfirm === undefined ? {} : { typeToConfirm })}
    />
  );
}
