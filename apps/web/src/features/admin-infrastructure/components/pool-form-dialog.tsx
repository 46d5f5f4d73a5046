import type { Schemas } from '@console/sdk';
import { FormField, Select, TextInput, formatNumber } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { adminServiceQueries } from '~/features/admin-services';
import { DialogForm, FormDialog } from '~/features/shell';
import { useForm } from '~/lib/forms';
import { useSavePool } from '../admin-infrastructure.mutations';
import {
  poolFormSchema,
  poolKindLabels,
  poolStatusLabels,
  type PoolFormValues,
  type PoolKind,
  type PoolStatus,
} from '../admin-infrastructure.schemas';

const kindOptions = (Object.keys(poolKindLabels) as PoolKind[]).map((value) => ({
  value,
  label: poolKindLabels[value],
}));
const statusOptions = (Object.keys(poolStatusLabels) as PoolStatus[]).map((value) => ({
  value,
  label: poolStatusLabels[value],
}));

const EMPTY: PoolFormValues = { name: '', kind: 'desktop', location_id: 0, capacity: '', status: 'active' };

/** Adds a pool (`pool` null) or edits one, in a dialog over the list. */
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
      <PoolForm pool={pool} onDone={onClose} />
    </FormDialog>
  );
}

function PoolForm({ pool, onDone }: { pool: Schemas['ResourcePool'] | null; onDone: () => void }) {
  const save = useSavePool(pool?.id);
  const locations = useQuery(adminServiceQueries.locationOptions());
  const form = useForm({
    initialValues: pool
      ? {
          name: pool.name,
          kind: pool.kind,
          location_id: pool.location_id,
          capacity: formatNumber(pool.capacity),
          status: pool.status,
        }
      : EMPTY,
    schema: poolFormSchema,
    onSubmit: async (values) => {
      await save.mutateAsync(values);
      onDone();
    },
  });
  return (
    <DialogForm form={form} submitLabel={pool ? 'Save changes' : 'Add pool'} onCancel={onDone}>
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
