import { getRouteApi } from '@tanstack/react-router';

import { FormField, Switch, TextInput } from '@console/ui';

import { useForm } from '~/lib/forms/forms';
import { useNavigateAfterSave } from '~/lib/forms/navigate-after-save';

import { AddNumberForm } from '../common/add-number-form';
import { useAddPhone } from '../services.mutations';
import { phoneSchema, toE164 } from '../services.schemas';

const route = getRouteApi('/_authenticated/services/alias/$aliasId/phone/add');

export function PhoneAddPage() {
  const { aliasId } = route.useParams();
  const navigateAfterSave = useNavigateAfterSave();
  const add = useAddPhone(aliasId);
  const form = useForm({
    initialValues: { label: '', area_code: '', forwarding_number: '', voicemail_enabled: true },
    schema: phoneSchema,
    onSubmit: async ({ forwarding_number, ...values }) => {
      await add.mutateAsync({ ...values, forwarding_number: toE164(forwarding_number) });
      // The alias page lists the new number at once (its query was invalidated).
      await navigateAfterSave({ to: '/services/alias/$aliasId', params: { aliasId } });
    },
  });
  return (
    <AddNumberForm aliasId={aliasId} title="Add virtual phone" form={form} submitLabel="Add phone">
      <FormField
        label="Forward calls to"
        description="Optional: a 10-digit North American number, e.g. (415) 555-0123."
        error={form.errors.forwarding_number}
      >
        <TextInput {...form.bind('forwarding_number')} type="tel" autoComplete="off" />
      </FormField>
      <Switch
        label="Voicemail"
        description="Callers can leave a message when nobody answers."
        checked={form.values.voicemail_enabled}
        onChange={(checked) => form.setValue('voicemail_enabled', checked)}
      />
    </AddNumberForm>
  );
}
