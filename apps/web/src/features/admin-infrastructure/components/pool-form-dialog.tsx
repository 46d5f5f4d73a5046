import { useQuery } from '@tanstack/react-query';

import type { Schemas } from '@console/sdk';
import { formatNumber, FormField, Select, TextInput } from '@console/ui';

import { DialogForm, FormDialog, FreshRecord, RecordConflict } from '~/components/form';
import { adminServicesQueries } from '~/features/admin-services';
import { storedRecord, useEditForm } from '~/lib/forms/edit-form';
import { labelledOptions, labelOf } from '~/lib/forms/labelled-options';

import { useSavePool } from '../admin-infrastructure.mutations';
import { adminInfrastructureQueries } from '../admin-infrastructure.queries';
import {
  poolFormSchema,
  type PoolFormValues,
  poolKindLabels,
  poolStatusLabels,
} from '../admin-infrastructure.schemas';

const kindOptions = labelledOptions(poolKindLabels);
const statusOptions = labelledOptions(poolStatusLabels);

const EMPTY: PoolFormValues = { name: '', kind: 'desktop', location_id: 0, capacity: '', status: 'active' };

const poolValues = (pool: Schemas['ResourcePool']): PoolFormValues => ({
  name: pool.name,
  kind: pool.kind,
  location_id: pool.location_id,
  capacity: formatNumber(pool.capacity),
  status: pool.status,
});

const FIELD_LABELS = {
  name: 'Name',
  kind: 'Kind',
  location_id: 'Location',
  capacity: 'Capacity (units)',
  status: 'Status',
};

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
  return (
    <FormDialog open={open} onClose={onClose} title={pool ? `Edit ${pool.name}` : 'Add resource pool'}>
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
  return (
    <FreshRecord query={adminInfrastructureQueries.pool(poolId)} what="the pool">
      {(pool) => <PoolForm pool={pool} onDone={onDone} />}
    </FreshRecord>
  );
}

function PoolForm({ pool, onDone }: { pool: Schemas['ResourcePool'] | null; onDone: () => void }) {
  const save = useSavePool(pool?.id);
  const locations = useQuery(adminServicesQueries.locationOptions());
  const form = useEditForm({
    initialValues: pool ? poolValues(pool) : EMPTY,
    schema: poolFormSchema,
    // Only an edit has a stored record, and a version to send.
    record: pool ? storedRecord(`/admin/resourcepools/${pool.id}`, pool, poolValues) : undefined,
    onSubmit: async (values, { ifMatch }) => {
      await save.mutateAsync({ values, ifMatch });
      onDone();
    },
  });
  const locationName = (id: unknown) =>
    locations.data?.items.find((l) => l.id === id)?.name ??
    (pool && id === pool.location_id ? pool.location_name : undefined);
  return (
    <DialogForm form={form} submitLabel={pool ? 'Save changes' : 'Add pool'} onCancel={onDone}>
      {pool && (
        <RecordConflict
          form={form}
          what="this pool"
          labels={FIELD_LABELS}
          format={(field, value) =>
            field === 'kind'
              ? labelOf(poolKindLabels, value)
              : field === 'status'
                ? labelOf(poolStatusLabels, value)
                : field === 'location_id'
                  ? locationName(value)
                  : undefined
          }
        />
      )}
      <FormField label="Name" error={form.errors.name} required>
        <TextInput {...form.bind('name')} autoComplete="off" />
      </FormField>
      <FormField label="Kind" error={form.errors.kind} required>
        <Select
          options={kindOptions}
          value={form.values.kind}
          onChange={(kind) => form.setValue('kind', kind)}
        />
      </FormField>
      <FormField label="Location" error={form.errors.location_id} required>
        <Select
          options={(locations.data?.items ?? []).map((l) => ({ value: l.id, label: l.name }))}
          value={form.values.location_id || null}
          placeholder={
            locations.isPending
              ? 'Loading…'
              : locations.isError
                ? 'The locations did not load'
                : 'Pick a location'
          }
          onChange={(id) => form.setValue('location_id', id)}
        />
      </FormField>
      <FormField
        label="Capacity (units)"
        description={`A whole number, at least 1.${pool ? ` ${pool.used} units are in use now.` : ''}`}
        error={form.errors.capacity}
        required
      >
        <TextInput {...form.bind('capacity')} inputMode="numeric" autoComplete="off" className="w-40" />
      </FormField>
      <FormField label="Status" error={form.errors.status}>
        <Select
          options={statusOptions}
          value={form.values.status}
          onChange={(status) => form.setValue('status', status)}
        />
      </FormField>
    </DialogForm>
  );
}
