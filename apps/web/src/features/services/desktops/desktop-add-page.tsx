import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';

import type { Schemas } from '@console/sdk';
import {
  formatCapacity,
  formatDiskSize,
  formatPrice,
  FormField,
  PageHeader,
  Select,
  TextInput,
} from '@console/ui';

import { useForm } from '~/lib/forms/forms';
import { useNavigateAfterSave } from '~/lib/forms/navigate-after-save';

import { aliasCrumbs } from '../common/alias-crumbs';
import { AliasFormCard } from '../common/alias-form-card';
import { useAddDesktop } from '../services.mutations';
import { servicesQueries } from '../services.queries';
import { desktopSchema } from '../services.schemas';

const route = getRouteApi('/_authenticated/services/alias/$aliasId/desktop/add');

type Options = Schemas['VirtualDesktopOptions'];

const planLabel = (p: Options['plans'][number]) =>
  `${p.name}: ${p.cpu_cores} vCPU, ${formatCapacity(p.memory_mb)} memory, ${formatDiskSize(p.disk_gb)} disk, ${formatPrice(p.monthly_price_cents)} a month`;

export function DesktopAddPage() {
  const { aliasId } = route.useParams();
  const { data: alias } = useSuspenseQuery(servicesQueries.aliasDetail(aliasId));
  const { data: options } = useSuspenseQuery(servicesQueries.desktopOptions());
  return (
    <>
      <PageHeader
        title="Add virtual desktop"
        {...aliasCrumbs(aliasId, alias.name, { label: 'Add virtual desktop' })}
      />
      <DesktopForm aliasId={aliasId} options={options} />
    </>
  );
}

function DesktopForm({ aliasId, options }: { aliasId: number; options: Options }) {
  const navigateAfterSave = useNavigateAfterSave();
  const add = useAddDesktop(aliasId);
  const form = useForm<{
    name: string;
    plan_id: number | null;
    location_id: number | null;
    image_id: number | null;
  }>({
    initialValues: { name: '', plan_id: null, location_id: null, image_id: null },
    schema: desktopSchema,
    onSubmit: async ({ name, plan_id, location_id, image_id }) => {
      // The schema has checked that every choice is made.
      await add.mutateAsync({
        name,
        plan_id: plan_id ?? 0,
        location_id: location_id ?? 0,
        image_id: image_id ?? 0,
      });
      await navigateAfterSave({ to: '/services/alias/$aliasId', params: { aliasId } });
    },
  });
  const choice = (
    name: 'plan_id' | 'location_id' | 'image_id',
    label: string,
    items: { value: number; label: string }[],
  ) => (
    <FormField label={label} error={form.errors[name]} required>
      <Select
        name={name}
        options={items}
        value={form.values[name]}
        onChange={(value) => form.setValue(name, value)}
        placeholder={`Choose ${label.toLowerCase()}…`}
      />
    </FormField>
  );

  return (
    <AliasFormCard form={form} aliasId={aliasId} submitLabel="Add desktop">
      <FormField
        label="Desktop name"
        description="Lower-case letters, digits and hyphens; it becomes the desktop's host name."
        error={form.errors.name}
        required
      >
        <TextInput {...form.bind('name')} autoComplete="off" />
      </FormField>
      {choice(
        'plan_id',
        'Plan',
        options.plans.map((p) => ({ value: p.id, label: planLabel(p) })),
      )}
      {choice(
        'location_id',
        'Location',
        options.locations.map((l) => ({ value: l.id, label: `${l.name} (${l.country})` })),
      )}
      {choice(
        'image_id',
        'Image',
        options.images.map((i) => ({ value: i.id, label: i.name })),
      )}
    </AliasFormCard>
  );
}
