import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';

import type { Schemas } from '@console/sdk';
import { FormField, PageHeader, Select, Textarea, TextInput } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { RecordConflict } from '~/components/form';
import { storedRecord, useEditForm } from '~/lib/forms/edit-form';
import { labelOf } from '~/lib/forms/labelled-options';
import { useNavigateAfterSave } from '~/lib/forms/navigate-after-save';

import { aliasesMessages } from '../aliases.messages';
import { useAliasCrumbs } from '../common/alias-crumbs';
import { AliasFormCard } from '../common/alias-form-card';
import { useUpdateGeneralEntity } from '../services.mutations';
import { servicesQueries } from '../services.queries';
import { GENDERS, generalEntitySchema, type GeneralEntityValues } from '../services.schemas';

const route = getRouteApi('/_authenticated/services/alias/$aliasId/entity/general/edit');

export function GeneralEntityEditPage() {
  const { aliasId } = route.useParams();
  const { data: alias } = useSuspenseQuery(servicesQueries.aliasDetail(aliasId));
  const { data: entity } = useSuspenseQuery(servicesQueries.generalEntity(aliasId));
  const t = useMessages(aliasesMessages);
  return (
    <>
      <PageHeader
        title={t('editPersona')}
        description={t('personaDescription')}
        {...useAliasCrumbs(aliasId, alias.name, { label: t('persona') })}
      />
      <EntityForm aliasId={aliasId} entity={entity} />
    </>
  );
}

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
/** Each field's label, as a catalog key. */
const ENTITY_FIELD_LABELS = {
  first_name: 'firstName',
  last_name: 'lastName',
  date_of_birth: 'dateOfBirth',
  gender: 'gender',
  occupation: 'occupation',
  company: 'company',
  address_line1: 'streetAddress',
  city: 'city',
  region: 'region',
  postal_code: 'postalCode',
  country: 'countryCode',
  bio: 'bio',
} as const;

function EntityForm({ aliasId, entity }: { aliasId: number; entity: Schemas['GeneralEntity'] }) {
  const navigateAfterSave = useNavigateAfterSave();
  const update = useUpdateGeneralEntity(aliasId);
  const t = useMessages(aliasesMessages);
  const genderLabels: Record<(typeof GENDERS)[number], string> = {
    female: t('female'),
    male: t('male'),
    other: t('other'),
    unspecified: t('unspecified'),
  };
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
  const field = (name: Exclude<keyof typeof form.values, 'gender' | 'bio'>, extra = {}) => (
    <FormField
      label={t(ENTITY_FIELD_LABELS[name])}
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
      submitLabel={t('savePersona')}
      onlyWhenChanged
      className="max-w-3xl"
    >
      <RecordConflict
        form={form}
        what={t('thisPersona')}
        labels={Object.fromEntries(Object.entries(ENTITY_FIELD_LABELS).map(([name, key]) => [name, t(key)]))}
        format={(field, value) => (field === 'gender' ? labelOf(genderLabels, value) : undefined)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {field('first_name', { autoComplete: 'off' })}
        {field('last_name', { autoComplete: 'off' })}
        {field('date_of_birth', { type: 'date' })}
        <FormField label={t('gender')} error={form.errors.gender} required>
          <Select
            name="gender"
            options={GENDERS.map((g) => ({ value: g, label: genderLabels[g] }))}
            value={form.values.gender}
            onChange={(value) => form.setValue('gender', value)}
          />
        </FormField>
        {field('occupation')}
        {field('company')}
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-fg">{t('address')}</legend>
        <div className="sm:col-span-2">{field('address_line1')}</div>
        {field('city')}
        {field('region')}
        {field('postal_code')}
        {field('country', { maxLength: 2, className: 'uppercase' })}
      </fieldset>
      <FormField label={t('bio')} error={form.errors.bio} description={t('bioHint')}>
        <Textarea {...form.bind('bio')} rows={4} />
      </FormField>
    </AliasFormCard>
  );
}
