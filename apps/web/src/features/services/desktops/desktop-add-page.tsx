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
import { type Translate, useMessages } from '@console/ui/i18n';

import { useForm } from '~/lib/forms/forms';
import { useNavigateAfterSave } from '~/lib/forms/navigate-after-save';

import { useAliasCrumbs } from '../common/alias-crumbs';
import { AliasFormCard } from '../common/alias-form-card';
import { servicesMessages } from '../services.messages';
import { useAddDesktop } from '../services.mutations';
import { servicesQueries } from '../services.queries';
import { desktopSchema } from '../services.schemas';

const route = getRouteApi('/_authenticated/services/alias/$aliasId/desktop/add');

type Options = Schemas['VirtualDesktopOptions'];

const planLabel = (t: Translate<keyof typeof servicesMessages.source>, p: Options['plans'][number]) =>
  t('planLabel', {
    name: p.name,
    cores: p.cpu_cores,
    memory: formatCapacity(p.memory_mb),
    disk: formatDiskSize(p.disk_gb),
    price: formatPrice(p.monthly_price_cents),
  });

export function DesktopAddPage() {
  const { aliasId } = route.useParams();
  const { data: alias } = useSuspenseQuery(servicesQueries.aliasDetail(aliasId));
  const { data: options } = useSuspenseQuery(servicesQueries.desktopOptions());
  const t = useMessages(servicesMessages);
  return (
    <>
      <PageHeader
        title={t('addVirtualDesktop')}
        {...useAliasCrumbs(aliasId, alias.name, { label: t('addVirtualDesktop') })}
      />
      <DesktopForm aliasId={aliasId} options={options} />
    </>
  );
}

function DesktopForm({ aliasId, options }: { aliasId: number; options: Options }) {
  const navigateAfterSave = useNavigateAfterSave();
  const add = useAddDesktop(aliasId);
  const t = useMessages(servicesMessages);
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
    field: 'plan' | 'location' | 'image',
    items: { value: number; label: string }[],
  ) => (
    <FormField label={t(field)} error={form.errors[name]} required>
      <Select
        name={name}
        options={items}
        value={form.values[name]}
        onChange={(value) => form.setValue(name, value)}
        placeholder={t('choosePlaceholder', { field })}
      />
    </FormField>
  );

  return (
    <AliasFormCard form={form} aliasId={aliasId} submitLabel={t('addDesktop')}>
      <FormField
        label={t('desktopName')}
        description={t('desktopNameHint')}
        error={form.errors.name}
        required
      >
        <TextInput {...form.bind('name')} autoComplete="off" />
      </FormField>
      {choice(
        'plan_id',
        'plan',
        options.plans.map((p) => ({ value: p.id, label: planLabel(t, p) })),
      )}
      {choice(
        'location_id',
        'location',
        options.locations.map((l) => ({ value: l.id, label: `${l.name} (${l.country})` })),
      )}
      {choice(
        'image_id',
        'image',
        options.images.map((i) => ({ value: i.id, label: i.name })),
      )}
    </AliasFormCard>
  );
}
