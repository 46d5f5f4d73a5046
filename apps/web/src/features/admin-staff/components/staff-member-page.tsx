import type { Schemas } from '@console/sdk';
import {
  Alert,
  Button,
  Card,
  ErrorState,
  FormField,
  PageHeader,
  Select,
  SkeletonText,
  TextInput,
  formatDate,
  toast,
} from '@console/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Fact } from '~/features/admin-organizations';
import { crumbTrail } from '~/features/shell';
import { staffApi } from '~/lib/api';
import { useForm } from '~/lib/forms';
import { useStaffAccess } from '~/lib/staff-access-hook';
import { staffSessionQueries } from '~/lib/staff-session';
import { adminStaffQueries } from '../admin-staff.queries';
import { staffMemberSchema } from '../admin-staff.schemas';

const route = getRouteApi('/admin/_staff/staff/$staffId');

/** A staff member: their facts for everyone; an Administrator also edits their name and role here. */
export function StaffMemberPage() {
  const { staffId } = route.useParams();
  const { can } = useStaffAccess();
  const member = useQuery(adminStaffQueries.detail(staffId));
  const trail = crumbTrail({ label: 'Staff members', href: '/admin/staff' });
  if (member.isError)
    return (
      <>
        <PageHeader title="Staff member" {...trail} />
        <ErrorState message={member.error.message} onRetry={() => void member.refetch()} />
      </>
    );
  if (!member.data)
    return (
      <>
        <PageHeader title="Staff member" {...trail} />
        <Card>
          <SkeletonText lines={4} />
        </Card>
      </>
    );
  const s = member.data;
  return (
    <>
      <PageHeader title={`${s.first_name} ${s.last_name}`} {...trail} />
      <div className="grid max-w-5xl items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card title={can('staff.edit') ? 'Name and role' : 'Details'}>
          {can('staff.edit') ? (
            <StaffMemberForm member={s} />
          ) : (
            <dl className="grid gap-4 text-sm sm:grid-cols-2">
              <Fact label="Name">
                {s.first_name} {s.last_name}
              </Fact>
              <Fact label="Role">{s.role_name}</Fact>
            </dl>
          )}
        </Card>
        <Card title="Account">
          <dl className="space-y-3 text-sm">
            <Fact label="E-mail">{s.email}</Fact>
            <Fact label="Staff member since">{formatDate(s.created_at)}</Fact>
          </dl>
        </Card>
      </div>
    </>
  );
}

function StaffMemberForm({ member }: { member: Schemas['Staff'] }) {
  const queryClient = useQueryClient();
  const roles = useQuery(adminStaffQueries.roles());
  const form = useForm({
    initialValues: { first_name: member.first_name, last_name: member.last_name, role_id: member.role_id },
    schema: staffMemberSchema,
    onSubmit: async (values) => {
      const { data } = await staffApi.PUT('/admin/staff/{id}', {
        params: { path: { id: member.id } },
        body: values,
      });
      queryClient.setQueryData(adminStaffQueries.detail(member.id).queryKey, data);
      await queryClient.invalidateQueries({ queryKey: adminStaffQueries.all() });
      // Their own name or role may have changed: the shell shows both.
      await queryClient.invalidateQueries({ queryKey: staffSessionQueries.all() });
      toast.success(`${data.first_name} ${data.last_name} is saved.`);
    },
  });
  const roleOptions = (roles.data ?? []).map((r) => ({ value: r.id, label: r.name }));
  return (
    <form id={form.id} onSubmit={form.handleSubmit} noValidate className="space-y-5">
      {form.errors.form && <Alert tone="error">{form.errors.form}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={form.errors.first_name} required>
          <TextInput {...form.bind('first_name')} autoComplete="off" />
        </FormField>
        <FormField label="Last name" error={form.errors.last_name} required>
          <TextInput {...form.bind('last_name')} autoComplete="off" />
        </FormField>
      </div>
      <FormField
        label="Role"
        error={form.errors.role_id}
        required
        description={roles.data?.find((r) => r.id === form.values.role_id)?.description}
      >
        <Select
          name="role_id"
          options={roleOptions}
          value={form.values.role_id}
          onChange={(roleId) => form.setValue('role_id', roleId)}
          disabled={!roles.data}
        />
      </FormField>
      <Button type="submit" loading={form.submitting} disabled={!form.dirty}>
        Save changes
      </Button>
    </form>
  );
}
