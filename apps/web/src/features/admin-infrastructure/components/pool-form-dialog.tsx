import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import type { Schemas } from '@console/sdk';
import { formatNumber, FormField, Select, TextInput } from '@console/ui';
import { getLocale, type Locale, type Translate, useMessages } from '@console/ui/i18n';

import { DialogForm, FormDialog, FreshRecord, RecordConflict } from '~/components/form';
import { adminServicesQueries } from '~/features/admin-services';
import { storedRecord, useEditForm } from '~/lib/forms/edit-form';
import { labelledOptions, labelOf } from '~/lib/forms/labelled-options';

import { adminInfrastructureMessages } from '../admin-infrastructure.messages';
import { useSavePool } from '../admin-infrastructure.mutations';
import { adminInfrastructureQueries } from '../admin-infrastructure.queries';
import {
  poolFormSchema,
  type PoolFormValues,
  poolKindLabels,
  poolStatusLabels,
} from '../admin-infrastructure.schemas';

type T = Translate<keyof typeof adminInfrastructureMessages.source>;
/** A record of catalog keys by value, translated (for the selects and the conflict's values). */
const translated = <Value extends string>(t: T, keys: Record<Value, Parameters<T>[0]>) =>
  Object.fromEntries(
    Object.entries(keys).map(([value, key]) => [value, t(key as Parameters<T>[0])]),
  ) as Record<Value, string>;

const EMPTY: PoolFormValues = { name: '', kind: 'desktop', location_id: 0, capacity: '', status: 'active' };

/** A stored pool as the form's values, its capacity written as `locale` writes it. */
const poolValues = (pool: Schemas['ResourcePool'], locale: Locale): PoolFormValues => ({
  name: pool.name,
  kind: pool.kind,
  location_id: pool.location_id,
  capacity: formatNumber(pool.capacity, 0, locale),
  status: pool.status,
});

/** Adds a pool (`pool` null) or edits one, in a dialog over the list; an edit loads the pool first. */
export function PoolFormDialog({
  open,
  pool,
  onClose,
}: {
  open: boolean;
  pool: Schemas['ResourcePool'] | null;
  onClose: () => void;
}) {
  const t = useMessages(adminInfrastructureMessages);
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={pool ? t('editTitle', { name: pool.name }) : t('addResourcePool')}
    >
      {pool ? (
        <LoadedPoolForm poolId={pool.id} onDone={onClose} />
      ) : (
        <PoolForm pool={null} onDone={onClose} />
      )}
    </FormDialog>
  );
}

/** The pool as the API has it now (`FreshRecord`), for its edit form. */
function LoadedPoolForm({ poolId, onDone }: { poolId: number; onDone: () => void }) {
  const t = useMessages(adminInfrastructureMessages);
  return (
    <FreshRecord query={adminInfrastructureQueries.pool(poolId)} what={t('thePool')}>
      {(pool) => <PoolForm pool={pool} onDone={onDone} />}
    </FreshRecord>
  );
}

function PoolForm({ pool, onDone }: { pool: Schemas['ResourcePool'] | null; onDone: () => void }) {
  const save = useSavePool(pool?.id);
  const locations = useQuery(adminServicesQueries.locationOptions());
  const t = useMessages(adminInfrastructureMessages);
  const kindLabels = translated(t, poolKindLabels);
  const statusLabels = translated(t, poolStatusLabels);
  // The capacity is written in the language the dialog opened in, in the field and in the stored record it is
  // compared with: a switch keeps the field's text and must not make the record look changed.
  const [locale] = useState(getLocale);
  const values = (stored: Schemas['ResourcePool']) => poolValues(stored, locale);
  const form = useEditForm({
    initialValues: pool ? values(pool) : EMPTY,
    schema: poolFormSchema,
    // Only an edit has a stored record, and a version to send.
    record: pool ? storedRecord(`/admin/resourcepools/${pool.id}`, pool, values) : undefined,
    onSubmit: async (values, { ifMatch }) => {
      await save.mutateAsync({ values, ifMatch });
      onDone();
    },
  });
  const locationName = (id: unknown) =>
    locations.data?.items.find((l) => l.id === id)?.name ??
    (pool && id === pool.location_id ? pool.location_name : undefined);
  return (
    <DialogForm form={form} submitLabel={pool ? t('saveChanges') : t('addPool')} onCancel={onDone}>
      {pool && (
        <RecordConflict
          form={form}
          what={t('thisPool')}
          labels={{
            name: t('name'),
            kind: t('kind'),
            location_id: t('location'),
            capacity: t('capacityUnits'),
            status: t('status'),
          }}
          format={(field, value) =>
            field === 'kind'
              ? labelOf(kindLabels, value)
              : field === 'status'
                ? labelOf(statusLabels, value)
                : field === 'location_id'
                  ? locationName(value)
                  : undefined
          }
        />
      )}
      <FormField label={t('name')} error={form.errors.name} required>
        <TextInput {...form.bind('name')} autoComplete="off" />
      </FormField>
      <FormField label={t('kind')} error={form.errors.kind} required>
        <Select
          options={labelledOptions(kindLabels)}
          value={form.values.kind}
          onChange={(kind) => form.setValue('kind', kind)}
        />
      </FormField>
      <FormField label={t('location')} error={form.errors.location_id} required>
        <Select
          options={(locations.data?.items ?? []).map((l) => ({ value: l.id, label: l.name }))}
          value={form.values.location_id || null}
          placeholder={
            locations.isPending ? t('loading') : locations.isError ? t('locationsFailed') : t('pickALocation')
          }
          onChange={(id) => form.setValue('location_id', id)}
        />
      </FormField>
      <FormField
        label={t('capacityUnits')}
        description={pool ? t('capacityHintUsed', { used: formatNumber(pool.used) }) : t('capacityHint')}
        error={form.errors.capacity}
        required
      >
        <TextInput {...form.bind('capacity')} inputMode="numeric" autoComplete="off" className="w-40" />
      </FormField>
      <FormField label={t('status')} error={form.errors.status}>
        <Select
          options={labelledOptions(statusLabels)}
          value={form.values.status}
          onChange={(status) => form.setValue('status', status)}
        />
      </FormField>
    </DialogForm>
  );
}
