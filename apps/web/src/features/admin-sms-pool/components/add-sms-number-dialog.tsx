import { FormField, maskPhoneInput, Select, TextInput } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { DialogForm, FormDialog } from '~/components/form';
import { useForm } from '~/lib/forms/forms';
import { labelledOptions } from '~/lib/forms/labelled-options';

import { smsNumberFormSchema, type SmsNumberFormValues } from '../admin-sms-pool.form';
import { adminSmsPoolMessages } from '../admin-sms-pool.messages';
import { useAddSmsNumber } from '../admin-sms-pool.mutations';
import { providerLabels } from '../admin-sms-pool.schemas';

const providerOptions = labelledOptions(providerLabels);

const EMPTY: SmsNumberFormValues = { number: '', provider: 'twilio' };

/** Adds a number to the pool, typed through the +1 mask; a number already there is refused on its field. */
export function AddSmsNumberDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useMessages(adminSmsPoolMessages);
  return (
    <FormDialog open={open} onClose={onClose} title={t('addTitle')}>
      <AddSmsNumberForm onDone={onClose} />
    </FormDialog>
  );
}

function AddSmsNumberForm({ onDone }: { onDone: () => void }) {
  const t = useMessages(adminSmsPoolMessages);
  const add = useAddSmsNumber();
  const form = useForm({
    initialValues: EMPTY,
    schema: smsNumberFormSchema,
    onSubmit: (values) => add.mutateAsync(values).then(onDone),
  });
  const number = form.bind('number');
  return (
    <DialogForm form={form} submitLabel={t('addNumber')} onCancel={onDone}>
      <FormField label={t('number')} description={t('numberHint')} error={form.errors.number} required>
        <TextInput
          {...number}
          onChange={(event) => number.onChange({ target: { value: maskPhoneInput(event.target.value) } })}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="+1 (415) 555-0123"
          className="w-56"
        />
      </FormField>
      <FormField label={t('provider')} error={form.errors.provider} required>
        <Select
          options={providerOptions}
          value={form.values.provider}
          onChange={(provider) => form.setValue('provider', provider)}
        />
      </FormField>
    </DialogForm>
  );
}
