import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';

import type { Schemas } from '@console/sdk';
import { Alert, Card, FormField, PageHeader, Switch, TextInput } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { FormActions, RecordConflict } from '~/components/form';
import { crumbTrail } from '~/components/navigation';
import { NameAndCodeFields } from '~/features/admin-service-types';
import { type EditedRecord, storedRecord, useEditForm } from '~/lib/forms/edit-form';
import { useNavigateAfterSave } from '~/lib/forms/navigate-after-save';

import { adminInfrastructureMessages } from '../admin-infrastructure.messages';
import { useSaveLocation } from '../admin-infrastructure.mutations';
import { adminInfrastructureQueries } from '../admin-infrastructure.queries';
import { locationFormSchema, type LocationFormValues } from '../admin-infrastructure.schemas';

const editRoute = getRouteApi('/admin/_staff/locations/$locationId/edit');

const EMPTY: LocationFormValues = {
  name: '',
  code: '',
  city: '',
  country: '',
  timezone: 'UTC',
  active: true,
};

export function AddLocationPage() {
  const save = useSaveLocation(undefined);
  const t = useMessages(adminInfrastructureMessages);
  return (
    <>
      <PageHeader
        title={t('addLocation')}
        {...crumbTrail({ label: t('locationsTitle'), href: '/admin/locations' })}
      />
      <LocationForm initial={EMPTY} save={(values) => save.mutateAsync({ values })} />
    </>
  );
}

const formValues = ({ name, code, city, country, timezone, active }: Schemas['Location']) => ({
  name,
  code,
  city,
  country,
  timezone,
  active,
});

export function EditLocationPage() {
  const { locationId } = editRoute.useParams();
  const { data: location } = useSuspenseQuery(adminInfrastructureQueries.location(locationId));
  const save = useSaveLocation(locationId);
  const t = useMessages(adminInfrastructureMessages);
  return (
    <>
      <PageHeader
        title={t('editTitle', { name: location.name })}
        {...crumbTrail(
          { label: t('locationsTitle'), href: '/admin/locations' },
          { label: location.name, href: `/admin/locations/${locationId}` },
        )}
      />
      <LocationForm
        initial={formValues(location)}
        save={(values, ifMatch) => save.mutateAsync({ values, ifMatch })}
        locationId={locationId}
        record={storedRecord(`/admin/locations/${locationId}`, location, formValues)}
      />
    </>
  );
}

function LocationForm({
  initial,
  save,
  locationId,
  record,
}: {
  initial: LocationFormValues;
  save: (values: LocationFormValues, ifMatch: string | undefined) => Promise<Schemas['Location']>;
  locationId?: number;
  /** Set when editing: the stored location, so someone else's change meanwhile is shown, not overwritten. */
  record?: EditedRecord<LocationFormValues>;
}) {
  const navigate = useNavigate();
  const navigateAfterSave = useNavigateAfterSave();
  const t = useMessages(adminInfrastructureMessages);
  // An edit sends the version its values came from (docs/decisions/0031-record-versions.md).
  const form = useEditForm({
    initialValues: initial,
    schema: locationFormSchema,
    record,
    onSubmit: async (values, { ifMatch }) => {
      const location = await save(values, ifMatch);
      await navigateAfterSave({ to: '/admin/locations/$locationId', params: { locationId: location.id } });
    },
  });
  return (
    <Card className="max-w-2xl">
      <form id={form.id} onSubmit={form.handleSubmit} noValidate className="space-y-5">
        {form.errors.form && <Alert tone="error">{form.errors.form}</Alert>}
        {record && (
          <RecordConflict
            form={form}
            what={t('thisLocation')}
            labels={{
              name: t('name'),
              code: t('code'),
              city: t('city'),
              country: t('countryCode'),
              timezone: t('timeZone'),
              active: t('active'),
            }}
          />
        )}
        <NameAndCodeFields form={form} />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={t('city')} error={form.errors.city} required>
            <TextInput {...form.bind('city')} autoComplete="off" />
          </FormField>
          <FormField label={t('countryCode')} error={form.errors.country} required>
            <TextInput {...form.bind('country')} autoComplete="off" maxLength={2} className="w-24" />
          </FormField>
        </div>
        <FormField label={t('timeZone')} error={form.errors.timezone} required>
          <TextInput {...form.bind('timezone')} autoComplete="off" />
        </FormField>
        <Switch
          label={t('active')}
          description={t('activeHint')}
          checked={form.values.active}
          onChange={(on) => form.setValue('active', on)}
        />
        <FormActions
          form={form}
          edit={locationId !== undefined}
          label={locationId !== undefined ? t('saveChanges') : t('addLocation')}
          onCancel={() =>
            void navigate(
              locationId
                ? { to: '/admin/locations/$locationId', params: { locationId } }
                : { to: '/admin/locations' },
            )
          }
        />
      </form>
    </Card>
  );
}
