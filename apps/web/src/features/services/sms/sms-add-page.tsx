import { getRouteApi } from '@tanstack/react-router';

import { useMessages } from '@console/ui/i18n';

import { useForm } from '~/lib/forms/forms';
import { useNavigateAfterSave } from '~/lib/forms/navigate-after-save';

import { AddNumberForm } from '../common/add-number-form';
import { servicesMessages } from '../services.messages';
import { useAddSmsNumber } from '../services.mutations';
import { smsNumberSchema } from '../services.schemas';

const route = getRouteApi('/_authenticated/services/alias/$aliasId/sms/add');

export function SmsAddPage() {
  const { aliasId } = route.useParams();
  const navigateAfterSave = useNavigateAfterSave();
  const add = useAddSmsNumber(aliasId);
  const t = useMessages(servicesMessages);
  const form = useForm({
    initialValues: { label: '', area_code: '' },
    schema: smsNumberSchema,
    onSubmit: async (values) => {
      await add.mutateAsync(values);
      // The alias page lists the new number at once (its query was invalidated).
      await navigateAfterSave({ to: '/services/alias/$aliasId', params: { aliasId } });
    },
  });
  return (
    <AddNumberForm aliasId={aliasId} title={t('addSmsNumber')} form={form} submitLabel={t('addSmsNumber')} />
  );
}
