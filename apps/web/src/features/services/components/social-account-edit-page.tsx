import type { Schemas } from '@console/sdk';
import { FormField, PageHeader, PasswordInput, Select, TextInput, toast } from '@console/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { api } from '~/lib/api';
import { useForm } from '~/lib/forms';
import { servicesQueries } from '../services.queries';
import { SOCIAL_STATUSES, socialAccountSchema } from '../services.schemas';
import { AliasFormCard, Loaded, aliasCrumbs, platformName } from './common';

export function SocialAccountEditPage({
  aliasId,
  socialAccountId,
}: {
  aliasId: number;
  socialAccountId: number;
}) {
  const alias = useQuery(servicesQueries.aliasDetail(aliasId));
  const account = useQuery(servicesQueries.socialAccount(aliasId, socialAccountId));
  const title = account.data ? `Edit ${platformName(account.data.platform)} account` : 'Edit social account';
  return (
    <>
      <PageHeader title={title} {...aliasCrumbs(aliasId, alias.data?.name, { label: title })} />
      <Loaded query={account} label="Loading the social account" className="max-w-2xl">
        {(data) => <SocialAccountForm aliasId={aliasId} account={data} />}
      </Loaded>
    </>
  );
}

const statusLabels: Record<(typeof SOCIAL_STATUSES)[number], string> = {
  active: 'Active',
  pending: 'Pending',
  suspended: 'Suspended',
};

function SocialAccountForm({ aliasId, account }: { aliasId: number; account: Schemas['SocialAccount'] }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm({
    initialValues: {
      username: account.username,
      profile_url: account.profile_url,
      email: account.email ?? '',
      status: account.status,
      password: '',
    },
    schema: socialAccountSchema,
    onSubmit: async ({ password, email, ...values }) => {
      const { data } = await api.PUT('/aliases/{aliasId}/socialaccounts/{socialAccountId}', {
        params: { path: { aliasId, socialAccountId: account.id } },
        // A blank password keeps the stored one, so it is only sent when typed.
        body: { ...values, email: email || null, ...(password ? { password } : {}) },
      });
      queryClient.setQueryData(servicesQueries.socialAccount(aliasId, account.id).queryKey, data);
      await queryClient.invalidateQueries({ queryKey: servicesQueries.aliasDetail(aliasId).queryKey });
      toast.success(`The ${platformName(data.platform)} account is saved.`);
      await navigate({ to: '/services/alias/$aliasId', params: { aliasId } });
    },
  });

  return (
    <AliasFormCard form={form} aliasId={aliasId} submitLabel="Save account" onlyWhenChanged>
      <FormField label="Username" error={form.errors.username} required>
        <TextInput {...form.bind('username')} autoComplete="off" />
      </FormField>
      <FormField label="Profile address" error={form.errors.profile_url} required>
        <TextInput {...form.bind('profile_url')} type="url" autoComplete="off" />
      </FormField>
      <FormField label="E-mail" description="Leave blank if the account has none." error={form.errors.email}>
        <TextInput {...form.bind('email')} type="email" autoComplete="off" />
      </FormField>
      <FormField label="Status" error={form.errors.status} required>
        <Select
          name="status"
          options={SOCIAL_STATUSES.map((s) => ({ value: s, label: statusLabels[s] }))}
          value={form.values.status}
          onChange={(value) => form.setValue('status', value)}
        />
      </FormField>
      <FormField
        label="New password"
        description="Leave blank to keep the stored password."
        error={form.errors.password}
      >
        <PasswordInput {...form.bind('password')} autoComplete="new-password" />
      </FormField>
    </AliasFormCard>
  );
}
