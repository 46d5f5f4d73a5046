import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';

import type { Schemas } from '@console/sdk';
import { FormField, PageHeader, Select, Textarea, TextInput } from '@console/ui';

import { RecordConflict } from '~/components/form';
import { storedRecord, useEditForm } from '~/lib/forms/edit-form';
import { labelOf } from '~/lib/forms/labelled-options';
import { useNavigateAfterSave } from '~/lib/forms/navigate-after-save';

import { aliasCrumbs } from '../common/alias-crumbs';
import { AliasFormCard } from '../common/alias-form-card';
import { useUpdateGeneralEntity } from '../services.mutations';
import { servicesQueries } from '../services.queries';
import { GENDERS, generalEntitySchema, type GeneralEntityValues } from '../services.schemas';

const route = getRouteApi('/_authenticated/services/alias/$aliasId/entity/general/edit');

export function GeneralEntityEditPage() {
  const { aliasId } = route.useParams();
  const { data: alias } = useSuspenseQuery(servicesQueries.aliasDetail(aliasId));
  const { data: entity } = useSuspenseQuery(servicesQueries.generalEntity(aliasId));
  return (
    <>
      <PageHeader
        title="Edit persona"
        description="The person this alias presents as on its services and social accounts."
        {...aliasCrumbs(aliasId, alias.name, { label: 'Persona' })}
      />
      <EntityForm aliasId={aliasId} entity={entity} />
    </>
  );
}

const genderLabels: Record<(typeof GENDERS)[number], string> = {
  female: 'Female',
  male: 'Male',
  other: 'Other',
  unspecified: 'Prefer not to say',
};

// The date input edits a string; a blank one is sent as null.
const entityValues = (entity: Schemas['GeneralEntity']): GeneralEntityValues => ({
  first_name: entity.first_name,
  last_name: entity.last_name,
  date_of_birth: entity.date_of_birth ?? '',
  gender: entity.gender,
  occupation: entity.occupation,
  company: entity.company,
  address_line1: entity.address_line1,
  city: entity.city,
  region: entity.region,
  postal_code: entity.postal_code,
  country: entity.country,
  bio: entity.bio,
});
const ENTITY_FIELD_LABELS = {
  first_name: 'First name',
  last_name: 'Last name',
  date_of_birth: 'Date of birth',
  gender: 'Gender',
  occupation: 'Occupation',
  company: 'Company',
  address_line1: 'Street address',
  city: 'City',
  region: 'State or region',
  postal_code: 'Postal code',
  country: 'Country code',
  bio: 'Bio',
};

function EntityForm({ aliasId, entity }: { aliasId: number; entity: Schemas['GeneralEntity'] }) {
  const navigateAfterSave = useNavigateAfterSave();
  const update = useUpdateGeneralEntity(aliasId);
  // The save sends the version the values came from (docs/decisions/0031-record-versions.md).
  const form = useEditForm({
    initialValues: entityValues(entity),
    schema: generalEntitySchema,
    onSubmit: async (values, { ifMatch }) => {
      await update.mutateAsync({ values, ifMatch });
      await navigateAfterSave({ to: '/services/alias/$aliasId', params: { aliasId } });
    },
    record: storedRecord(`/aliases/${aliasId}/entity/general`, entity, entityValues),
  });
  const field = (name: Exclude<keyof typeof form.values, 'gender' | 'bio'>, label: string, extra = {}) => (
    <FormField
      label={label}
      error={form.errors[name]}
      required={name === 'first_name' || name === 'last_name'}
    >
      <TextInput {...form.bind(name)} {...extra} />
    </FormField>
  );

  return (
    <AliasFormCard
      form={form}
      aliasId={aliasId}
      submitLabel="Save persona"
      onlyWhenChanged
      className="max-w-3xl"
    >
      <RecordConflict
        form={form}
        what="this persona"
        labels={ENTITY_FIELD_LABELS}
        format={(field, value) => (field === 'gender' ? labelOf(genderLabels, value) : undefined)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {field('first_name', 'First name', { autoComplete: 'off' })}
        {field('last_name', 'Last name', { autoComplete: 'off' })}
        {field('date_of_birth', 'Date of birth', { type: 'date' })}
        <FormField label="Gender" error={form.errors.gender} required>
          <Select
            name="gender"
            options={GENDERS.map((g) => ({ value: g, label: genderLabels[g] }))}
            value={form.values.gender}
            onChange={(value) => form.setValue('gender', value)}
          />
        </FormField>
        {field('occupation', 'Occupation')}
        {field('company', 'Company')}
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-fg">Address</legend>
        <div className="sm:col-span-2">{field('address_line1', 'Street address')}</div>
        {field('city', 'City')}
        {field('region', 'State or region')}
        {field('postal_code', 'Postal code')}
        {field('country', 'Country code', { maxLength: 2, className: 'uppercase' })}
      </fieldset>
      <FormField label="Bio" error={form.errors.bio} description="At most 2,000 characters.">
        <Textarea {...form.bind('bio')} rows={4} />
      </FormField>
    </AliasFormCard>
  );
}
