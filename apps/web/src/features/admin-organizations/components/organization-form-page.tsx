import type { Schemas } from '@console/sdk';
import { Alert, Card, PageHeader, Switch } from '@console/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { OrganizationFields, organizationFormValues } from '~/features/organization';
import { FormActions, crumbTrail } from '~/features/shell';
import { useForm } from '~/lib/forms';
import { useNavigateAfterSave } from '~/lib/navigate-after-save';
import { useCreateOrganization, useUpdateOrganization } from '../admin-organizations.mutations';
import { adminOrganizationQueries } from '../admin-organizations.queries';
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
  return (
    <>
      <PageHeader
        title="Add organization"
        {...crumbTrail({ label: 'Organizations', href: '/admin/organizations' })}
      />
      <OrganizationForm initial={EMPTY} save={create.mutateAsync} />
    </>
  );
}

export function EditOrganizationPage() {
  const { orgId } = editRoute.useParams();
  const { data: org } = useSuspenseQuery(adminOrganizationQueries.detail(orgId));
  const update = useUpdateOrganization(orgId);
  return (
    <>
      <PageHeader
        title={`Edit ${org.name}`}
        {...crumbTrail(
          { label: 'Organizations', href: '/admin/organizations' },
          { label: org.name, href: `/admin/organizations/${orgId}` },
        )}
      />
      <OrganizationForm
        initial={{ ...organizationFormValues(org), status: org.status }}
        save={update.mutateAsync}
        orgId={orgId}
      />
    </>
  );
}

function OrganizationForm({
  initial,
  save,
  orgId,
}: {
  initial: AdminOrganizationValues;
  save: (values: AdminOrganizationValues) => Promise<Schemas['Organization']>;
  /** Set when editing: the form then saves only changes and cancels back to the organisation. */
  orgId?: number;
}) {
  const navigate = useNavigate();
  const navigateAfterSave = useNavigateAfterSave();
  const form = useForm({
    initialValues: initial,
    schema: adminOrganizationSchema,
    onSubmit: async (values) => {
      const org = await save(values);
      await navigateAfterSave({ to: '/admin/organizations/$orgId', params: { orgId: org.id } });
    },
  });
  return (
    <Card className="max-w-3xl">
      <form id={form.id} onSubmit={form.handleSubmit} noValidate className="space-y-5">
        {form.errors.form && <Alert tone="error">{form.errors.form}</Alert>}
        <OrganizationFields form={form} />
        <Switch
          label="Active"
          description="A suspended organisation's users cannot sign in."
          checked={form.values.status}
          onChange={(on) => form.setValue('status', on)}
        />
        <FormActions
          form={form}
          editing={orgId !== undefined}
          addLabel="Add organization"
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
