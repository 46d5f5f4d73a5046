import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';

import type { Schemas } from '@console/sdk';
import { Alert, Card, formatDate, FormField, PageHeader, Select } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { FormActions, RecordConflict } from '~/components/form';
import { crumbTrail } from '~/components/navigation';
import { NameFields } from '~/features/account';
import { Fact } from '~/features/admin-organizations';
import { useStaffAccess } from '~/lib/access/use-staff-access';
import { storedRecord, useEditForm } from '~/lib/forms/edit-form';

import { adminStaffMessages } from '../admin-staff.messages';
import { useUpdateStaffMember } from '../admin-staff.mutations';
import { adminStaffQueries } from '../admin-staff.queries';
import { staffMemberSchema } from '../admin-staff.schemas';

const route = getRouteApi('/admin/_staff/staff/$staffId');

/** A staff member: their facts for everyone; an Administrator also edits their name and role here. */
export function StaffMemberPage() {
  const t = useMessages(adminStaffMessages);
  const { staffId } = route.useParams();
  const { can } = useStaffAccess();
  const { data: s } = useSuspenseQuery(adminStaffQueries.detail(staffId));
  const trail = crumbTrail({ label: t('title'), href: '/admin/staff' });
  return (
    <>
      <PageHeader title={`${s.first_name} ${s.last_name}`} {...trail} />
      <div className="grid max-w-5xl items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card title={t(can('staff.edit') ? 'nameAndRole' : 'details')}>
          {can('staff.edit') ? (
            <StaffMemberForm member={s} />
          ) : (
            <dl className="grid gap-4 text-sm sm:grid-cols-2">
              <Fact label={t('name')}>
                {s.first_name} {s.last_name}
              </Fact>
              <Fact label={t('role')}>{s.role_name}</Fact>
            </dl>
          )}
        </Card>
        <Card title={t('account')}>
          <dl className="space-y-3 text-sm">
            <Fact label={t('email')}>{s.email}</Fact>
            <Fact label={t('memberSince')}>{formatDate(s.created_at)}</Fact>
          </dl>
        </Card>
      </div>
    </>
  );
}

const memberValues = (s: Schemas['Staff']) => ({
  first_name: s.first_name,
  last_name: s.last_name,
  role_id: s.role_id,
});

function StaffMemberForm({ member }: { member: Schemas['Staff'] }) {
  const t = useMessages(adminStaffMessages);
  const { data: roles } = useSuspenseQuery(adminStaffQueries.roles());
  const update = useUpdateStaffMember(member.id);
  const form = useEditForm({
    initialValues: memberValues(member),
    schema: staffMemberSchema,
    onSubmit: (values, { ifMatch }) => update.mutateAsync({ values, ifMatch }),
    record: storedRecord(`/admin/staff/${member.id}`, member, memberValues),
  });
  const roleOptions = roles.map((r) => ({ value: r.id, label: r.name }));
  const roleName = (id: unknown) => roles.find((r) => r.id === id)?.name;
  return (
    <form id={form.id} onSubmit={form.handleSubmit} noValidate className="space-y-5">
      {form.errors.form && <Alert tone="error">{form.errors.form}</Alert>}
      <RecordConflict
        form={form}
        what={t('conflictWhat')}
        labels={{ first_name: t('firstName'), last_name: t('lastName'), role_id: t('role') }}
        format={(field, value) => (field === 'role_id' ? roleName(value) : undefined)}
      />
      <NameFields form={form} />
      <FormField
        label={t('role')}
        error={form.errors.role_id}
        required
        description={roles.find((r) => r.id === form.values.role_id)?.description}
      >
        <Select
          name="role_id"
          options={roleOptions}
          value={form.values.role_id}
          onChange={(roleId) => form.setValue('role_id', roleId)}
        />
      </FormField>
      <FormActions form={form} label={t('saveChanges')} edit />
    </form>
  );
}
