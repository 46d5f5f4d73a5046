import { getRouteApi } from '@tanstack/react-router';

import { FormField, Switch, TextInput } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { useForm } from '~/lib/forms/forms';
import { useNavigateAfterSave } from '~/lib/forms/navigate-after-save';

import { AddNumberForm } from '../common/add-number-form';
import { servicesMessages } from '../services.messages';
import { useAddPhone } from '../services.mutations';
import { phoneSchema, toE164 } from '../services.schemas';

const route = getRouteApi('/_authenticated/services/alias/$aliasId/phone/add');

export function PhoneAddPage() {
  const { aliasId } = route.useParams();
  const navigateAfterSave = useNavigateAfterSave();
  const add = useAddPhone(aliasId);
  const t = useMessages(servicesMessages);
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
    <AddNumberForm aliasId={aliasId} title={t('addVirtualPhone')} form={form} submitLabel={t('addPhone')}>
      <FormField
        label={t('forwardCallsTo')}
        description={t('forwardHint')}
        error={form.errors.forwarding_number}
      >
        <TextInput {...form.bind('forwarding_number')} type="tel" autoComplete="off" />
      </FormField>
      <Switch
        label={t('voicemail')}
        description={t('voicemailHint')}
        checked={form.values.voicemail_enabled}
        onChange={(checked) => form.setValue('voicemail_enabled', checked)}
      />
    </AddNumberForm>
  );
}
