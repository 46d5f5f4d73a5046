import type { Schemas } from '@console/sdk';
import {
  Alert,
  Button,
  Card,
  Combobox,
  ErrorState,
  FormField,
  PageHeader,
  SkeletonText,
  TextInput,
  formatDate,
  formatPhone,
  toast,
} from '@console/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { StatusBadge } from '~/features/shell';
import { useForm } from '~/lib/forms';
import { api } from '~/lib/api';
import { useAccess } from '~/lib/use-access';
import { organizationQueries } from '../organization.queries';
import { organizationSchema, type OrganizationValues } from '../organization.schemas';

type Organization = Schemas['Organization'];

export function OrganizationPage() {
  const org = useQuery(organizationQueries.detail());
  const { can } = useAccess();
  const editable = can('organization.edit');
  return (
    <>
      <PageHeader
        title="Organization info"
        description={
          editable
            ? undefined
            : 'You can read the organisation’s details; changing them needs the org-edit privilege.'
        }
      />
      {org.isError ? (
        <ErrorState message={org.error.message} onRetry={() => void org.refetch()} />
      ) : !org.data ? (
        <Card className="max-w-4xl">
          <SkeletonText lines={8} />
        </Card>
      ) : (
        <div className="grid max-w-5xl items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <Card title={editable ? 'Details' : undefined}>
            {editable ? <OrganizationForm org={org.data} /> : <OrganizationDetails org={org.data} />}
          </Card>
          <Card title="Account">
            <dl className="space-y-3 text-sm">
              <Fact label="Account Owner">{org.data.primary_user_name ?? 'None'}</Fact>
              <Fact label="Status">
                {org.data.status ? <StatusBadge active /> : <span className="text-danger">Suspended</span>}
              </Fact>
              <Fact label="Users">{org.data.users_count}</Fact>
              <Fact label="Aliases">{org.data.aliases_count}</Fact>
              <Fact label="Customer since">{formatDate(org.data.created_at)}</Fact>
            </dl>
          </Card>
        </div>
      )}
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-fg-muted">{label}</dt>
      <dd className="font-medium">{children}</dd>
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

const timeZones = (current: string) => {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones];
};

function OrganizationForm({ org }: { org: Organization }) {
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: {
      name: org.name,
      email: org.email,
      phone: org.phone,
      website: org.website ?? '',
      address_line1: org.address_line1,
      address_line2: org.address_line2 ?? '',
      city: org.city,
      region: org.region,
      postal_code: org.postal_code,
      country: org.country,
      timezone: org.timezone,
    } satisfies OrganizationValues,
    schema: organizationSchema,
    onSubmit: async (values) => {
      const { data } = await api.PUT('/organization', {
        body: { ...values, website: values.website || null, address_line2: values.address_line2 || null },
      });
      queryClient.setQueryData(organizationQueries.detail().queryKey, data);
      toast.success('The organisation’s details are saved.');
    },
  });
  const text = (
    name: keyof OrganizationValues,
    label: string,
    props: { required?: boolean; type?: string; autoComplete?: string } = {},
  ) => (
    <FormField label={label} error={form.errors[name]} required={props.required}>
      <TextInput {...form.bind(name)} type={props.type} autoComplete={props.autoComplete ?? 'off'} />
    </FormField>
  );
  return (
    <form id={form.id} onSubmit={form.handleSubmit} noValidate className="space-y-5">
      {form.errors.form && <Alert tone="error">{form.errors.form}</Alert>}
      {text('name', 'Name', { required: true, autoComplete: 'organization' })}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('email', 'E-mail', { required: true, type: 'email' })}
        {text('phone', 'Phone', { required: true, type: 'tel' })}
      </div>
      {text('website', 'Website', { type: 'url' })}
      {text('address_line1', 'Address', { required: true, autoComplete: 'address-line1' })}
      {text('address_line2', 'Address, second line', { autoComplete: 'address-line2' })}
      <div className="grid gap-4 sm:grid-cols-3">
        {text('postal_code', 'Postal code', { autoComplete: 'postal-code' })}
        {text('city', 'City', { required: true, autoComplete: 'address-level2' })}
        {text('region', 'Region or state', { autoComplete: 'address-level1' })}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('country', 'Country code', { required: true, autoComplete: 'country' })}
        <FormField label="Time zone" error={form.errors.timezone} required>
          <Combobox
            options={timeZones(org.timezone)}
            value={form.values.timezone || null}
            onChange={(zone) => form.setValue('timezone', zone ?? '')}
            getLabel={(zone) => zone.replaceAll('_', ' ')}
            getKey={(zone) => zone}
            emptyMessage="No time zone matches"
          />
        </FormField>
      </div>
      <Button type="submit" loading={form.submitting} disabled={!form.dirty}>
        Save changes
      </Button>
    </form>
  );
}
