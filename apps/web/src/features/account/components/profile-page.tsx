import { useSuspenseQuery } from '@tanstack/react-query';

import type { Schemas } from '@console/sdk';
import { Alert, Card, FormField, PageHeader, TextInput } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { FormActions, RecordConflict } from '~/components/form';
import { TextLink } from '~/components/navigation';
import { storedRecord, useEditForm } from '~/lib/forms/edit-form';
import { sessionQueries } from '~/lib/session/session';
import { useCredentialsLocked } from '~/lib/session/staff-sso';

import { accountMessages } from '../account.messages';
import { useUpdateProfile } from '../account.mutations';
import { profileSchema } from '../account.schemas';
import { NameFields } from './name-fields';
import { ProfileLanguage } from './profile-language';
import { ReadOnlyField } from './read-only-field';

type Me = Pick<Schemas['User'], 'first_name' | 'last_name' | 'email'>;
const profileValues = (me: Me) => ({ first_name: me.first_name, last_name: me.last_name, email: me.email });

export function ProfilePage() {
  const t = useMessages(accountMessages);
  const { data: me } = useSuspenseQuery(sessionQueries.me());
  const update = useUpdateProfile();
  // A staff member's sign-in as the user (docs/product-rules.md#sign-in-as-a-user): the e-mail reads as text, and
  // the password and two-factor screens are not offered.
  const credentialsLocked = useCredentialsLocked();
  const form = useEditForm({
    initialValues: profileValues(me),
    schema: profileSchema,
    onSubmit: (values, { ifMatch }) => update.mutateAsync({ values, ifMatch }),
    record: storedRecord('/user/me', me, profileValues),
  });

  return (
    <>
      <PageHeader title={t('profileTitle')} />
      <Card className="max-w-xl">
        <form id={form.id} onSubmit={form.handleSubmit} noValidate className="space-y-5">
          {form.errors.form && <Alert tone="error">{form.errors.form}</Alert>}
          <RecordConflict
            form={form}
            what={t('profileWhat')}
            labels={{ first_name: t('firstName'), last_name: t('lastName'), email: t('email') }}
          />
          <NameFields form={form} own />
          {credentialsLocked ? (
            <ReadOnlyField label={t('email')} value={form.values.email} reason={t('credentialsLocked')} />
          ) : (
            <FormField label={t('email')} error={form.errors.email} required>
              <TextInput {...form.bind('email')} type="email" autoComplete="email" />
            </FormField>
          )}
          <FormActions form={form} label={t('saveProfile')} edit>
            {/* Not offered in a staff member's sign-in as the user: no credential changes there. */}
            {!credentialsLocked && (
              <>
                <TextLink to="/changepassword" className="text-sm">
                  {t('changePassword')}
                </TextLink>
                <TextLink to="/two_factor_auth" className="text-sm">
                  {t('twoFactor')}
                </TextLink>
              </>
            )}
          </FormActions>
        </form>
      </Card>
      <Card className="mt-6 max-w-xl">
        <ProfileLanguage />
      </Card>
    </>
  );
}
