import { type ReactNode, useState } from 'react';

import type { Schemas } from '@console/sdk';
import {
  Alert,
  Button,
  Card,
  formatFileSize,
  formatPhone,
  FormField,
  PageHeader,
  TextInput,
} from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { type OrganizationOption, OrganizationPicker } from '~/features/admin-logs';
import { useStaffAccess } from '~/lib/access/use-staff-access';

import { adminMigrationsMessages } from '../admin-migrations.messages';
import { useMigrateAlias, usePreviewAliasMigration } from '../admin-migrations.mutations';
import { AliasPicker } from './alias-picker';
import { MigrationResult } from './migration-result';
import { slot, withSlots } from './with-slots';

type Alias = Schemas['AdminAlias'];
type Preview = Schemas['AliasMigrationPreview'];

export function AliasMigrationPage() {
  const t = useMessages(adminMigrationsMessages);
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
      <PageHeader title={t('title')} description={t('description')} />
      {!can('migrations.run') ? (
        <Alert tone="info">{t('onlyAdministrator')}</Alert>
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
          <Card title={t('stepWhat')}>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label={t('alias')} required>
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
                label={t('moveTo')}
                description={alias ? t('belongsTo', { organization: alias.organization_name }) : undefined}
                required
              >
                <OrganizationPicker
                  value={target}
                  onChange={(o) => {
                    setTarget(o);
                    restart();
                  }}
                  placeholder={t('searchOrganizations')}
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
                {t('previewButton')}
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
              <Card title={t('stepConfirm')}>
                <form
                  noValidate
                  className="space-y-4"
                  onSubmit={(event) => {
                    event.preventDefault();
                    if (confirmed) migrate.mutate(body);
                  }}
                >
                  <FormField
                    label={t('typeToConfirm', { name: plan.alias_name })}
                    description={t('allOrNothing')}
                  >
                    <TextInput value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
                  </FormField>
                  {migrate.isError && (
                    <Alert tone="error">{t('moveFailed', { error: migrate.error.message })}</Alert>
                  )}
                  <Button type="submit" variant="danger" disabled={!confirmed} loading={migrate.isPending}>
                    {t('moveButton', { alias: plan.alias_name, organization: plan.to_organization_name })}
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

type Key = keyof typeof adminMigrationsMessages.source;

function MigrationPreview({ plan }: { plan: Preview }) {
  const t = useMessages(adminMigrationsMessages);
  const groups: [Key, Key, { id: number; name: ReactNode }[]][] = [
    ['desktopsHeading', 'desktopsLabel', plan.virtual_desktops],
    // Phones and SMS numbers are named by their number: shown as the console shows numbers everywhere.
    [
      'phonesHeading',
      'phonesLabel',
      plan.virtual_phones.map((p) => ({ id: p.id, name: formatPhone(p.name) })),
    ],
    ['smsHeading', 'smsLabel', plan.sms_numbers.map((n) => ({ id: n.id, name: formatPhone(n.name) }))],
    [
      'sharesHeading',
      'sharesLabel',
      plan.file_shares.map((s) => ({
        id: s.id,
        name: t('fileShare', { name: s.name, count: s.files_count, size: formatFileSize(s.size_bytes) }),
      })),
    ],
  ];
  return (
    <Card
      title={t('stepPreview')}
      description={`${plan.alias_name}: ${plan.from_organization_name} → ${plan.to_organization_name}`}
    >
      <div className="space-y-5 text-sm">
        <p>
          {withSlots(t('primaryUser', { before: slot(0), after: slot(1) }), [
            <strong key="before">{plan.primary_user_before ?? t('noUser')}</strong>,
            <strong key="after">{plan.primary_user_after ?? t('noUser')}</strong>,
          ])}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          {groups.map(([heading, label, items]) => (
            <section key={label} aria-label={t(label)}>
              <h3 className="font-semibold">{t(heading, { count: items.length })}</h3>
              {items.length === 0 ? (
                <p className="text-fg-muted">{t('none')}</p>
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
        <section aria-label={t('usersLosingLabel')}>
          <h3 className="font-semibold">
            {t('usersLosingHeading', {
              organization: plan.from_organization_name,
              count: plan.users_losing_access.length,
            })}
          </h3>
          {plan.users_losing_access.length === 0 ? (
            <p className="text-fg-muted">{t('nobodyLoses')}</p>
          ) : (
            <ul className="mt-1 list-disc ps-5">
              {plan.users_losing_access.map((u) => (
                <li key={u.user_id}>
                  {withSlots(
                    t('userThrough', { name: u.full_name, email: slot(0), roles: u.roles.join(', ') }),
                    [
                      <span key="email" className="text-fg-muted">
                        {u.email}
                      </span>,
                    ],
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </Card>
  );
}
