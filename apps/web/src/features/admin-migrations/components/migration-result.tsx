import { Link } from '@tanstack/react-router';

import type { Schemas } from '@console/sdk';
import { Button, Card } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { TextLink } from '~/components/navigation';

import { adminMigrationsMessages } from '../admin-migrations.messages';
import { slot, withSlots } from './with-slots';

/** After the move: where the alias is now, what moved with it, and its audit log entry. */
export function MigrationResult({
  result,
  plan,
  onAgain,
}: {
  result: Schemas['AliasMigrationResult'];
  plan: Schemas['AliasMigrationPreview'] | undefined;
  onAgain: () => void;
}) {
  const t = useMessages(adminMigrationsMessages);
  const { moved } = result;
  return (
    <Card title={t('movedTitle')} className="max-w-3xl">
      <div className="space-y-4 text-sm">
        <p>
          {withSlots(
            t('movedText', {
              alias: plan?.alias_name ?? t('theAlias'),
              organization: slot(0),
              desktops: moved.virtual_desktops,
              phones: moved.virtual_phones,
              sms: moved.sms_numbers,
              shares: moved.file_shares,
            }),
            [
              <Link
                key="organization"
                to="/admin/organizations/$orgId"
                params={{ orgId: result.to_organization_id }}
                className="text-primary underline"
              >
                {plan?.to_organization_name ?? t('itsNewOrganization')}
              </Link>,
            ],
          )}
        </p>
        <div className="flex flex-wrap gap-3">
          <TextLink to="/admin/logs/$logId" params={{ logId: result.log_id }}>
            {t('auditLogEntry')}
          </TextLink>
          <Button variant="secondary" size="sm" onClick={onAgain}>
            {t('moveAnother')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
