import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';

import type { Schemas } from '@console/sdk';
import { FormField, PageHeader, PasswordInput, Select, TextInput } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { RecordConflict } from '~/components/form';
import { storedRecord, useEditForm } from '~/lib/forms/edit-form';
import { labelOf } from '~/lib/forms/labelled-options';
import { useNavigateAfterSave } from '~/lib/forms/navigate-after-save';

import { aliasesMessages } from '../aliases.messages';
import { useAliasCrumbs } from '../common/alias-crumbs';
import { AliasFormCard } from '../common/alias-form-card';
import { useUpdateSocialAccount } from '../services.mutations';
import { servicesQueries } from '../services.queries';
import { SOCIAL_STATUSES, socialAccountSchema, type SocialAccountValues } from '../services.schemas';
import { platformName } from './platforms';

const route = getRouteApi(
  '/_authenticated/services/alias/$aliasId/entity/socialaccount/$socialAccountId/edit',
);

export function SocialAccountEditPage() {
  const { aliasId, socialAccountId } = route.useParams();
  const { data: alias } = useSuspenseQuery(servicesQueries.aliasDetail(aliasId));
  const { data: account } = useSuspenseQuery(servicesQueries.socialAccount(aliasId, socialAccountId));
  const t = useMessages(aliasesMessages);
  const title = t('editAccountTitle', { platform: platformName(account.platform) });
  return (
    <>
      <PageHeader title={title} {...useAliasCrumbs(aliasId, alias.name, { label: title })} />
      <SocialAccountForm key={account.id} aliasId={aliasId} account={account} />
    </>
  );
}

// The password is write-only (the record never has it; blank keeps the stored one): always blank here, so
// someone else's change never shows as a change to it.
const accountValues = (account: Schemas['SocialAccount']): SocialAccountValues => ({
  username: account.username,
  profile_url: account.profile_url,
  email: account.email ?? '',
  status: account.status,
  password: '',
});

function SocialAccountForm({ aliasId, account }: { aliasId: number; account: Schemas['SocialAccount'] }) {
  const navigateAfterSave = useNavigateAfterSave();
  const update = useUpdateSocialAccount(aliasId, account.id);
  const t = useMessages(aliasesMessages);
  const statusLabels: Record<(typeof SOCIAL_STATUSES)[number], string> = {
    active: t('active'),
    pending: t('pending'),
    suspended: t('suspended'),
  };
  // The save sends the version the values came from (docs/decisions/0031-record-versions.md).
  const form = useEditForm({
    initialValues: accountValues(account),
    schema: socialAccountSchema,
    onSubmit: async (values, { ifMatch }) => {
      await update.mutateAsync({ values, ifMatch });
      await navigateAfterSave({ to: '/services/alias/$aliasId', params: { aliasId } });
    },
    record: storedRecord(`/aliases/${aliasId}/socialaccounts/${account.id}`, account, accountValues),
  });

  return (
    <AliasFormCard form={form} aliasId={aliasId} submitLabel={t('saveAccount')} onlyWhenChanged>
      <RecordConflict
        form={form}
        what={t('thisAccount')}
        labels={{
          username: t('username'),
          profile_url: t('profileAddress'),
          email: t('email'),
          status: t('status'),
        }}
        format={(field, value) => (field === 'status' ? labelOf(statusLabels, value) : undefined)}
      />
      <FormField label={t('username')} error={form.errors.username} required>
        <TextInput {...form.bind('username')} autoComplete="off" />
      </FormField>
      <FormField label={t('profileAddress')} error={form.errors.profile_url} required>
        <TextInput {...form.bind('profile_url')} type="url" autoComplete="off" />
      </FormField>
      <FormField label={t('email')} description={t('emailHint')} error={form.errors.email}>
        <TextInput {...form.bind('email')} type="email" autoComplete="off" />
      </FormField>
      <FormField label={t('status')} error={form.errors.status} required>
        <Select
          name="status"
          options={SOCIAL_STATUSES.map((s) => ({ value: s, label: statusLabels[s] }))}
          value={form.values.status}
          onChange={(value) => form.setValue('status', value)}
        />
      </FormField>
      <FormField label={t('newPassword')} description={t('newPasswordHint')} error={form.errors.password}>
        <PasswordInput {...form.bind('password')} autoComplete="new-password" />
      </FormField>
    </AliasFormCard>
  );
}
