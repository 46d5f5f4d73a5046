import type { Schemas } from '@console/sdk';
import { Alert, Button, Card, ErrorState, PageHeader, SkeletonText, Switch, toast } from '@console/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { OrganizationFields, organizationBody, organizationFormValues } from '~/features/organization';
import { crumbTrail } from '~/features/shell';
import { staffApi } from '~/lib/api';
import { useForm } from '~/lib/forms';
import { adminOrganizationQueries, invalidateAfterOrganizationChange } from '../admin-organizations.queries';
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
  return (
    <>
      <PageHeader
        title="Add organization"
        {...crumbTrail({ label: 'Organizations', href: '/admin/organizations' })}
      />
      <OrganizationForm initial={EMPTY} />
    </>
  );
}

export function EditOrganizationPage() {
  const { orgId } = editRoute.useParams();
  const org = useQuery(adminOrganizationQueries.detail(orgId));
  const trail = crumbTrail(
    { label: 'Organizations', href: '/admin/organizations' },
    { label: org.data?.name ?? 'Organization', href: `/admin/organizations/${orgId}` },
  );
  return (
    <>
      <PageHeader title={org.data ? `Edit ${org.data.name}` : 'Edit organization'} {...trail} />
      {org.isError ? (
        <ErrorState message={org.error.message} onRetry={() => void org.refetch()} />
      ) : org.data ? (
        <OrganizationForm
          initial={{ ...organizationFormValues(org.data), status: org.data.status }}
          org={org.data}
        />
      ) : (
        <Card className="max-w-3xl">
          <SkeletonText lines={8} />
        </Card>
      )}
    </>
  );
}

function OrganizationForm({
  initial,
  org,
}: {
  initial: AdminOrganizationValues;
  org?: Schemas['Organization'];
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm({
    initialValues: initial,
    schema: adminOrganizationSchema,
    onSubmit: async (values) => {
      const body = { ...organizationBody(values), status: values.status };
      const { data } = org
        ? await staffApi.PUT('/admin/organizations/{orgId}', { params: { path: { orgId: org.id } }, body })
        : await staffApi.POST('/admin/organizations', { body });
      queryClient.setQueryData(adminOrganizationQueries.detail(data.id).queryKey, data);
      await invalidateAfterOrganizationChange(queryClient);
      toast.success(org ? `${data.name} is saved.` : `${data.name} is added.`);
      await navigate({ to: '/admin/organizations/$orgId', params: { orgId: data.id } });
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
        <div className="flex gap-3">
          <Button type="submit" loading={form.submitting} disabled={org !== undefined && !form.dirty}>
            {org ? 'Save changes' : 'Add organization'}
          </Button>
          <Button
            variant="ghost"
            onClick={() =>
              void navigate(
                org
                  ? { to: '/admin/organizations/$orgId', params: { orgId: org.id } }
                  : { to: '/admin/organizations' },
              )
            }
          >
            Cancel
          </Button>
        </div>
      </form>
    </Card>
  );
}
