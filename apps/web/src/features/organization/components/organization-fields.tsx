import { Combobox, FormField, maskPhoneInput, TextInput } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import type { TextFieldsForm } from '~/lib/forms/forms';

import { useOrganizationFieldLabels } from '../organization.labels';
import { organizationMessages } from '../organization.messages';
import type { OrganizationValues } from '../organization.schemas';

/** What the fields need of the console's or the staff's organisation form. */
interface OrganizationForm extends TextFieldsForm<keyof OrganizationValues> {
  values: OrganizationValues;
  setValue: (name: 'phone' | 'timezone', value: string) => void;
}
const INTERNATIONAL = { international: true };

const timeZones = (current: string) => {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return !current || zones.includes(current) ? zones : [current, ...zones];
};

/** The organisation's fields (the contract's OrganizationUpdate), for the console's and the staff forms. */
export function OrganizationFields({ form }: { form: OrganizationForm }) {
  const t = useMessages(organizationMessages);
  const labels = useOrganizationFieldLabels();
  const text = (
    name: keyof OrganizationValues,
    props: { required?: boolean; type?: string; autoComplete?: string } = {},
  ) => (
    <FormField label={labels[name]} error={form.errors[name]} required={props.required}>
      <TextInput {...form.bind(name)} type={props.type} autoComplete={props.autoComplete ?? 'off'} />
    </FormField>
  );
  return (
    <>
      {text('name', { required: true, autoComplete: 'organization' })}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('email', { required: true, type: 'email' })}
        <FormField label={labels.phone} description={t('phoneHint')} error={form.errors.phone} required>
          <TextInput
            name="phone"
            value={form.values.phone}
            onChange={(event) => form.setValue('phone', maskPhoneInput(event.target.value, INTERNATIONAL))}
            type="tel"
            autoComplete="off"
          />
        </FormField>
      </div>
      {text('website', { type: 'url' })}
      {text('address_line1', { required: true, autoComplete: 'address-line1' })}
      {text('address_line2', { autoComplete: 'address-line2' })}
      <div className="grid gap-4 sm:grid-cols-3">
        {text('postal_code', { autoComplete: 'postal-code' })}
        {text('city', { required: true, autoComplete: 'address-level2' })}
        {text('region', { autoComplete: 'address-level1' })}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('country', { required: true, autoComplete: 'country' })}
        <FormField label={labels.timezone} error={form.errors.timezone} required>
          <Combobox
            options={timeZones(form.values.timezone)}
            value={form.values.timezone || null}
            onChange={(zone) => form.setValue('timezone', zone ?? '')}
            getLabel={(zone) => zone.replaceAll('_', ' ')}
            getKey={(zone) => zone}
            emptyMessage={t('noTimeZone')}
          />
        </FormField>
      </div>
    </>
  );
}

/** An organisation as the form's values (optional fields are '' in the form, null on the wire). */
export function organizationFormValues(org: {
  [K in keyof OrganizationValues]: OrganizationValues[K] | null;
}): OrganizationValues {
  return {
    name: org.name ?? '',
    email: org.email ?? '',
    phone: maskPhoneInput(org.phone ?? '', INTERNATIONAL),
    website: org.website ?? '',
    address_line1: org.address_line1 ?? '',
    address_line2: org.address_line2 ?? '',
    city: org.city ?? '',
    region: org.region ?? '',
    postal_code: org.postal_code ?? '',
    country: org.country ?? '',
    timezone: org.timezone ?? '',
  };
}

/** The form's values as the contract's OrganizationUpdate. */
export const organizationBody = (values: OrganizationValues) => ({
  ...values,
  website: values.website || null,
  address_line2: values.address_line2 || null,
});
