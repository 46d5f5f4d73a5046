import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';

import type { Schemas } from '@console/sdk';
import { Alert, Card, PageHeader, Switch } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { FormActions, RecordConflict } from '~/components/form';
import { crumbTrail } from '~/components/navigation';
import {
  ORGANIZATION_FIELD_LABELS,
  OrganizationFields,
  organizationFormValues,
} from '~/features/organization';
import { type EditedRecord, storedRecord, useEditForm } from '~/lib/forms/edit-form';
import { useNavigateAfterSave } from '~/lib/forms/navigate-after-save';

import { adminOrganizationsMessages } from '../admin-organizations.messages';
import { useCreateOrganization, useUpdateOrganization } from '../admin-organizations.mutations';
import { adminOrganizationsQueries } from '../admin-organizations.queries';
import { adminOrganizationSchema, type AdminOrganizationValues } from '../admin-organizations.schemas';

const editRoute = getRouteApi('/admin/_staff/organizations/$orgId/edit');

const EMPTY: AdminOrganizationValues = {
  ...organizationFormValues({
    name: '',
    email: '',
    phone: '',
    website: null,
    address_line1: '',
    address_line2: null,
    city: '',
    region: '',
    postal_code: '',
    country: '',
    timezone: 'UTC',
  }),
  status: true,
};

export function AddOrganizationPage() {
  const create = useCreateOrganization();
  const t = useMessages(adminOrganizationsMessages);
  return (
    <>
      <PageHeader
        title={t('addOrganization')}
        {...crumbTrail({ label: t('title'), href: '/admin/organizations' })}
      />
      <OrganizationForm initial={EMPTY} save={(values) => create.mutateAsync(values)} />
    </>
  );
}

const formValues = (org: Schemas['Organization']): AdminOrganizationValues => ({
  ...organizationFormValues(org),
  status: org.status,
});

export function EditOrganizationPage() {
  const { orgId } = editRoute.useParams();
  const { data: org } = useSuspenseQuery(adminOrganizationsQueries.detail(orgId));
  const update = useUpdateOrganization(orgId);
  const t = useMessages(adminOrganizationsMessages);
  return (
    <>
      <PageHeader
        title={t('editTitle', { name: org.name })}
        {...crumbTrail(
          { label: t('title'), href: '/admin/organizations' },
          { label: org.name, href: `/admin/organizations/${orgId}` },
        )}
      />
      <OrganizationForm
        initial={formValues(org)}
        save={(values, ifMatch) => update.mutateAsync({ values, ifMatch })}
        orgId={orgId}
        record={storedRecord(`/admin/organizations/${orgId}`, org, formValues)}
      />
    </>
  );
}

function OrganizationForm({
  initial,
  save,
  orgId,
  record,
}: {
  initial: AdminOrganizationValues;
  save: (values: AdminOrganizationValues, ifMatch: string | undefined) => Promise<Schemas['Organization']>;
  /** Set when editing: the form then saves only changes and cancels back to the organisation. */
  orgId?: number;
  /** Set when editing: the stored organisation, so someone else's change meanwhile is shown, not overwritten. */
  record?: EditedRecord<AdminOrganizationValues>;
}) {
  const navigate = useNavigate();
  const navigateAfterSave = useNavigateAfterSave();
  const t = useMessages(adminOrganizationsMessages);
  const form = useEditForm({
    initialValues: initial,
    schema: adminOrganizationSchema,
    record,
    onSubmit: async (values, { ifMatch }) => {
      const org = await save(values, ifMatch);
      await navigateAfterSave({ to: '/admin/organizations/$orgId', params: { orgId: org.id } });
    },
  });
  return (
    <Card className="max-w-3xl">
      <form id={form.id} onSubmit={form.handleSubmit} noValidate className="space-y-5">
        {form.errors.form && <Alert tone="error">{form.errors.form}</Alert>}
        {record && (
          <RecordConflict
            form={form}
            what={t('thisOrganization')}
            labels={{ ...ORGANIZATION_FIELD_LABELS, status: t('active') }}
          />
        )}
        <OrganizationFields form={form} />
        <Switch
          label={t('active')}
          description={t('activeHint')}
          checked={form.values.status}
          onChange={(on) => form.setValue('status', on)}
        />
        <FormActions
          form={form}
          edit={orgId !== undefined}
          label={orgId !== undefined ? t('saveChanges') : t('addOrganization')}
          onCancel={() =>
            void navigate(
              orgId
                ? { to: '/admin/organizations/$orgId', params: { orgId } }
                : { to: '/admin/organizations' },
            )
          }
        />
      </form>
    </Card>
  );
}
