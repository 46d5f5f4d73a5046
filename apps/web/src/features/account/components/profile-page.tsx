import { useSuspenseQuery } from '@tanstack/react-query';

import type { Schemas } from '@console/sdk';
import { Alert, Card, FormField, PageHeader, TextInput } from '@console/ui';

import { FormActions, RecordConflict } from '~/components/form';
import { TextLink } from '~/components/navigation';
import { storedRecord, useEditForm } from '~/lib/forms/edit-form';
import { sessionQueries } from '~/lib/session/session';
import { CREDENTIALS_LOCKED_REASON, useCredentialsLocked } from '~/lib/session/staff-sso';

import { useUpdateProfile } from '../account.mutations';
import { profileSchema } from '../account.schemas';
import { NameFields } from './name-fields';
import { ReadOnlyField } from './read-only-field';

type Me = Pick<Schemas['User'], 'first_name' | 'last_name' | 'email'>;
const profileValues = (me: Me) => ({ first_name: me.first_name, last_name: me.last_name, email: me.email });
const PROFILE_FIELD_LABELS = { first_name: 'First name', last_name: 'Last name', email: 'E-mail' };

export function ProfilePage() {
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
      <PageHeader title="Your profile" />
      <Card className="max-w-xl">
        <form id={form.id} onSubmit={form.handleSubmit} noValidate className="space-y-5">
          {form.errors.form && <Alert tone="error">{form.errors.form}</Alert>}
          <RecordConflict form={form} what="your profile" labels={PROFILE_FIELD_LABELS} />
          <NameFields form={form} own />
          {credentialsLocked ? (
            <ReadOnlyField label="E-mail" value={form.values.email} reason={CREDENTIALS_LOCKED_REASON} />
          ) : (
            <FormField label="E-mail" error={form.errors.email} required>
              <TextInput {...form.bind('email')} type="email" autoComplete="email" />
            </FormField>
          )}
          <FormActions form={form} label="Save profile" edit>
            {/* Not offered in a staff member's sign-in as the user: no credential changes there. */}
            {!credentialsLocked && (
              <>
                <TextLink to="/changepassword" className="text-sm">
                  Change password
                </TextLink>
                <TextLink to="/two_factor_auth" className="text-sm">
                  Two-factor authentication
                </TextLink>
              </>
            )}
          </FormActions>
        </form>
      </Card>
    </>
  );
}
