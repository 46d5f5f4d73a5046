import type { Schemas } from '@console/sdk';
import { Alert, Card, FormField, PageHeader, Switch, TextInput } from '@console/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { FormActions, crumbTrail } from '~/features/shell';
import { useForm } from '~/lib/forms';
import { NameAndCodeFields } from '~/features/admin-service-types';
import { useNavigateAfterSave } from '~/lib/navigate-after-save';
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
  return (
    <>
      <PageHeader title="Add location" {...crumbTrail({ label: 'Locations', href: '/admin/locations' })} />
      <LocationForm initial={EMPTY} save={save.mutateAsync} />
    </>
  );
}

export function EditLocationPage() {
  const { locationId } = editRoute.useParams();
  const { data: location } = useSuspenseQuery(adminInfrastructureQueries.location(locationId));
  const save = useSaveLocation(locationId);
  const { name, code, city, country, timezone, active } = location;
  return (
    <>
      <PageHeader
        title={`Edit ${location.name}`}
        {...crumbTrail(
          { label: 'Locations', href: '/admin/locations' },
          { label: location.name, href: `/admin/locations/${locationId}` },
        )}
      />
      <LocationForm
        initial={{ name, code, city, country, timezone, active }}
        save={save.mutateAsync}
        locationId={locationId}
      />
    </>
  );
}

function LocationForm({
  initial,
  save,
  locationId,
}: {
  initial: LocationFormValues;
  save: (values: LocationFormValues) => Promise<Schemas['Location']>;
  locationId?: number;
}) {
  const navigate = useNavigate();
  const navigateAfterSave = useNavigateAfterSave();
  const form = useForm({
    initialValues: initial,
    schema: locationFormSchema,
    onSubmit: async (values) => {
      const location = await save(values);
      await navigateAfterSave({ to: '/admin/locations/$locationId', params: { locationId: location.id } });
    },
  });
  return (
    <Card className="max-w-2xl">
      <form id={form.id} onSubmit={form.handleSubmit} noValidate className="space-y-5">
        {form.errors.form && <Alert tone="error">{form.errors.form}</Alert>}
        <NameAndCodeFields form={form} />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="City" error={form.errors.city} required>
            <TextInput {...form.bind('city')} autoComplete="off" />
          </FormField>
          <FormField label="Country code" error={form.errors.country} required>
            <TextInput {...form.bind('country')} autoComplete="off" maxLength={2} className="w-24" />
          </FormField>
        </div>
        <FormField label="Time zone" error={form.errors.timezone} required>
          <TextInput {...form.bind('timezone')} autoComplete="off" />
        </FormField>
        <Switch
          label="Active"
          description="New services are placed only at active locations."
          checked={form.values.active}
          onChange={(on) => form.setValue('active', on)}
        />
        <FormActions
          form={form}
          editing={locationId !== undefined}
          addLabel="Add location"
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
