import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import type { Schemas } from '@console/sdk';
import { Alert, Card, formatDate, formatPhone, PageHeader } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { FormActions, RecordConflict } from '~/components/form';
import { StatusBadge } from '~/components/list';
import { useAccess } from '~/lib/access/use-access';
import { storedRecord, useEditForm } from '~/lib/forms/edit-form';

import { useOrganizationFieldLabels } from '../organization.labels';
import { organizationMessages } from '../organization.messages';
import { useUpdateOrganization } from '../organization.mutations';
import { organizationQueries } from '../organization.queries';
import { organizationSchema } from '../organization.schemas';
import { OrganizationFields, organizationFormValues } from './organization-fields';

type Organization = Schemas['Organization'];

export function OrganizationPage() {
  const t = useMessages(organizationMessages);
  const { data: org } = useSuspenseQuery(organizationQueries.detail());
  const { can } = useAccess();
  const editable = can('organization.edit');
  return (
    <>
      <PageHeader title={t('title')} description={editable ? undefined : t('readOnly')} />
      <div className="grid max-w-5xl items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card title={editable ? t('details') : undefined}>
          {editable ? <OrganizationForm org={org} /> : <OrganizationDetails org={org} />}
        </Card>
        <Card title={t('account')}>
          <dl className="space-y-3 text-sm">
            <Fact label={t('accountOwner')}>{org.primary_user_name ?? t('none')}</Fact>
            <Fact label={t('status')}>
              {org.status ? <StatusBadge active /> : <span className="text-danger">{t('suspended')}</span>}
            </Fact>
            <Fact label={t('users')}>{org.users_count}</Fact>
            <Fact label={t('aliases')}>{org.aliases_count}</Fact>
            <Fact label={t('customerSince')}>{formatDate(org.created_at)}</Fact>
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
  const t = useMessages(organizationMessages);
  const labels = useOrganizationFieldLabels();
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
      <Fact label={labels.name}>{org.name}</Fact>
      <Fact label={labels.email}>{org.email}</Fact>
      <Fact label={labels.phone}>{formatPhone(org.phone)}</Fact>
      <Fact label={labels.website}>{org.website ?? t('none')}</Fact>
      <Fact label={labels.address_line1}>
        <span className="whitespace-pre-line">{address}</span>
      </Fact>
      <Fact label={labels.timezone}>{org.timezone}</Fact>
    </dl>
  );
}

function OrganizationForm({ org }: { org: Organization }) {
  const t = useMessages(organizationMessages);
  const labels = useOrganizationFieldLabels();
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
      <RecordConflict form={form} what={t('what')} labels={labels} />
      <OrganizationFields form={form} />
      <FormActions form={form} label={t('save')} edit />
    </form>
  );
}
