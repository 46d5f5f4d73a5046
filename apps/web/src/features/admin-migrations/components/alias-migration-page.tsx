import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';

import type { Schemas } from '@console/sdk';
import {
  Alert,
  Button,
  Card,
  formatCount,
  formatFileSize,
  formatPhone,
  FormField,
  PageHeader,
  TextInput,
} from '@console/ui';

import { TextLink } from '~/components/navigation';
import { type OrganizationOption, OrganizationPicker } from '~/features/admin-logs';
import { useStaffAccess } from '~/lib/access/use-staff-access';

import { useMigrateAlias, usePreviewAliasMigration } from '../admin-migrations.mutations';
import { AliasPicker } from './alias-picker';

type Alias = Schemas['AdminAlias'];
type Preview = Schemas['AliasMigrationPreview'];

export function AliasMigrationPage() {
  const { can } = useStaffAccess();
  const [alias, setAlias] = useState<Alias | null>(null);
  const [target, setTarget] = useState<OrganizationOption | null>(null);
  const [typed, setTyped] = useState('');
  const preview = usePreviewAliasMigration();
  const migrate = useMigrateAlias();

  // A new pick makes the preview, the confirmation and any result stale.
  const restart = () => {
    preview.reset();
    migrate.reset();
    setTyped('');
  };
  const body =
    alias && target ? { alias_id: alias.id, target_organization_id: target.id, primary_user_id: null } : null;
  const plan = preview.data;
  const confirmed = plan !== undefined && typed.trim() === plan.alias_name;

  return (
    <>
      <PageHeader
        title="Move an alias to another organization"
        description="The alias moves with its desktops, phones, SMS numbers and file shares. Preview the move first: nothing changes until you confirm."
      />
      {!can('migrations.run') ? (
        <Alert tone="info">Only an Administrator can move an alias. Its preview is part of that flow.</Alert>
      ) : migrate.data ? (
        <MigrationResult
          result={migrate.data}
          plan={plan}
          onAgain={() => {
            setAlias(null);
            setTarget(null);
            restart();
          }}
        />
      ) : (
        <div className="max-w-4xl space-y-6">
          <Card title="1. What moves where">
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="Alias" required>
                <AliasPicker
                  value={alias}
                  onChange={(a) => {
                    setAlias(a);
                    if (a && target?.id === a.organization_id) setTarget(null);
                    restart();
                  }}
                />
              </FormField>
              <FormField
                label="Move to organization"
                description={alias ? `It belongs to ${alias.organization_name} now.` : undefined}
                required
              >
                <OrganizationPicker
                  value={target}
                  onChange={(o) => {
                    setTarget(o);
                    restart();
                  }}
                  placeholder="Search organizations"
                  exclude={alias?.organization_id}
                />
              </FormField>
            </div>
            <div className="mt-4">
              <Button
                variant="secondary"
                disabled={!body}
                loading={preview.isPending}
                onClick={() => body && preview.mutate(body)}
              >
                Preview the move
              </Button>
            </div>
            {preview.isError && (
              <Alert tone="error" className="mt-4">
                {preview.error.message}
              </Alert>
            )}
          </Card>
          {plan && body && (
            <>
              <MigrationPreview plan={plan} />
              <Card title="3. Confirm">
                <form
                  noValidate
                  className="space-y-4"
                  onSubmit={(event) => {
                    event.preventDefault();
                    if (confirmed) migrate.mutate(body);
                  }}
                >
                  <FormField
                    label={`Type the alias's name, ${plan.alias_name}, to confirm`}
                    description="The move is all or nothing: if it fails, both organizations stay as they were."
                  >
                    <TextInput value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
                  </FormField>
                  {migrate.isError && (
                    <Alert tone="error">
                      The alias was not moved: {migrate.error.message} Nothing changed in either organization.
                    </Alert>
                  )}
                  <Button type="submit" variant="danger" disabled={!confirmed} loading={migrate.isPending}>
                    Move {plan.alias_name} to {plan.to_organization_name}
                  </Button>
                </form>
              </Card>
            </>
          )}
        </div>
      )}
    </>
  );
}

function MigrationPreview({ plan }: { plan: Preview }) {
  const groups: [string, { id: number; name: ReactNode }[]][] = [
    ['Virtual desktops', plan.virtual_desktops],
    // Phones and SMS numbers are named by their number: shown as the console shows numbers everywhere.
    ['Virtual phones', plan.virtual_phones.map((p) => ({ id: p.id, name: formatPhone(p.name) }))],
    ['SMS numbers', plan.sms_numbers.map((n) => ({ id: n.id, name: formatPhone(n.name) }))],
    [
      'File shares',
      plan.file_shares.map((s) => ({
        id: s.id,
        name: `${s.name} (${formatCount(s.files_count, 'file')}, ${formatFileSize(s.size_bytes)})`,
      })),
    ],
  ];
  return (
    <Card
      title="2. Preview"
      description={`${plan.alias_name}: ${plan.from_organization_name} → ${plan.to_organization_name}`}
    >
      <div className="space-y-5 text-sm">
        <p>
          Primary user: <strong>{plan.primary_user_before ?? 'none'}</strong> →{' '}
          <strong>{plan.primary_user_after ?? 'none'}</strong>
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          {groups.map(([title, items]) => (
            <section key={title} aria-label={`${title} that move`}>
              <h3 className="font-semibold">
                {title} ({items.length})
              </h3>
              {items.length === 0 ? (
                <p className="text-fg-muted">None</p>
              ) : (
                <ul className="mt-1 list-disc ps-5">
                  {items.map((i) => (
                    <li key={i.id}>{i.name}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
        <section aria-label="Users who lose access">
          <h3 className="font-semibold">
            Users of {plan.from_organization_name} who lose access ({plan.users_losing_access.length})
          </h3>
          {plan.users_losing_access.length === 0 ? (
            <p className="text-fg-muted">Nobody reaches this alias through a role.</p>
          ) : (
            <ul className="mt-1 list-disc ps-5">
              {plan.users_losing_access.map((u) => (
                <li key={u.user_id}>
                  {u.full_name} <span className="text-fg-muted">({u.email})</span>, through{' '}
                  {u.roles.join(', ')}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </Card>
  );
}

function MigrationResult({
  result,
  plan,
  onAgain,
}: {
  result: Schemas['AliasMigrationResult'];
  plan: Preview | undefined;
  onAgain: () => void;
}) {
  const { moved } = result;
  return (
    <Card title="The alias is moved" className="max-w-3xl">
      <div className="space-y-4 text-sm">
        <p>
          {plan?.alias_name ?? 'The alias'} now belongs to{' '}
          <Link
            to="/admin/organizations/$orgId"
            params={{ orgId: result.to_organization_id }}
            className="text-primary underline"
          >
            {plan?.to_organization_name ?? 'its new organization'}
          </Link>{' '}
          with {formatCount(moved.virtual_desktops, 'virtual desktop')},{' '}
          {formatCount(moved.virtual_phones, 'virtual phone')}, {formatCount(moved.sms_numbers, 'SMS number')}{' '}
          and {formatCount(moved.file_shares, 'file share')}.
        </p>
        <div className="flex flex-wrap gap-3">
          <TextLink to="/admin/logs/$logId" params={{ logId: result.log_id }}>
            Its audit log entry
          </TextLink>
          <Button variant="secondary" size="sm" onClick={onAgain}>
            Move another alias
          </Button>
        </div>
      </div>
    </Card>
  );
}
