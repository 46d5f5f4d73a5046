import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import type { Schemas } from '@console/sdk';
import { Alert, Card, formatDate, formatPhone, PageHeader } from '@console/ui';

import { FormActions, RecordConflict } from '~/components/form';
import { StatusBadge } from '~/components/list';
import { useAccess } from '~/lib/access/use-access';
import { storedRecord, useEditForm } from '~/lib/forms/edit-form';

import { ORGANIZATION_FIELD_LABELS } from '../organization.labels';
import { useUpdateOrganization } from '../organization.mutations';
import { organizationQueries } from '../organization.queries';
import { organizationSchema } from '../organization.schemas';
import { OrganizationFields, organizationFormValues } from './organization-fields';

type Organization = Schemas['Organization'];

export function OrganizationPage() {
  const { data: org } = useSuspenseQuery(organizationQueries.detail());
  const { can } = useAccess();
  const editable = can('organization.edit');
  return (
    <>
      <PageHeader
        title="Organization Info"
        description={
          editable
            ? undefined
            : 'You can read the organization’s details; changing them needs the org-edit privilege.'
        }
      />
      <div className="grid max-w-5xl items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card title={editable ? 'Details' : undefined}>
          {editable ? <OrganizationForm org={org} /> : <OrganizationDetails org={org} />}
        </Card>
        <Card title="Account">
          <dl className="space-y-3 text-sm">
            <Fact label="Account Owner">{org.primary_user_name ?? 'None'}</Fact>
            <Fact label="Status">
              {org.status ? <StatusBadge active /> : <span className="text-danger">Suspended</span>}
            </Fact>
            <Fact label="Users">{org.users_count}</Fact>
            <Fact label="Aliases">{org.aliases_count}</Fact>
            <Fact label="Customer since">{formatDate(org.created_at)}</Fact>
          </dl>
        </Card>
      </div>
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-fg-muted">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

function OrganizationDetails({ org }: { org: Organization }) {
  const address = [
    org.address_line1,
    org.address_line2,
    `${org.postal_code} ${org.city}`.trim(),
    org.region,
    org.country,
  ]
    .filter(Boolean)
    .join('\n');
  return (
    <dl className="grid gap-4 text-sm sm:grid-cols-2">
      <Fact label="Name">{org.name}</Fact>
      <Fact label="E-mail">{org.email}</Fact>
      <Fact label="Phone">{formatPhone(org.phone)}</Fact>
      <Fact label="Website">{org.website ?? 'None'}</Fact>
      <Fact label="Address">
        <span className="whitespace-pre-line">{address}</span>
      </Fact>
      <Fact label="Time zone">{org.timezone}</Fact>
    </dl>
  );
}

function OrganizationForm({ org }: { org: Organization }) {
  const update = useUpdateOrganization();
  const form = useEditForm({
    initialValues: organizationFormValues(org),
    schema: organizationSchema,
    onSubmit: (values, { ifMatch }) => update.mutateAsync({ values, ifMatch }),
    record: storedRecord('/organization', org, organizationFormValues),
  });
  return (
    <form id={form.id} onSubmit={form.handleSubmit} noValidate className="space-y-5">
      {form.errors.form && <Alert tone="error">{form.errors.form}</Alert>}
      <RecordConflict form={form} what="the organization" labels={ORGANIZATION_FIELD_LABELS} />
      <OrganizationFields form={form} />
      <FormActions form={form} label="Save changes" edit />
    </form>
  );
}
