import type { Schemas } from '@console/sdk';
import { Badge, Card } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { twoFactorMessages } from '../two-factor.messages';

export function TwoFactorStatusCard({ status }: { status: Schemas['TwoFactorStatus'] }) {
  const t = useMessages(twoFactorMessages);
  return (
    <Card>
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-base font-semibold">{t('status')}</h2>
        <Badge tone={status.enabled ? 'success' : 'neutral'}>
          {t(status.enabled ? 'enabled' : 'disabled')}
        </Badge>
        {status.enabled && (
          <span className="text-sm text-fg-muted">
            {t('codesLeft', { count: status.recovery_codes_left })}
          </span>
        )}
      </div>
    </Card>
  );
}
