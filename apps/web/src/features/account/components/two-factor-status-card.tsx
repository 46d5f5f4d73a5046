import type { Schemas } from '@console/sdk';
import { Badge, Card } from '@console/ui';

export function TwoFactorStatusCard({ status }: { status: Schemas['TwoFactorStatus'] }) {
  return (
    <Card>
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-base font-semibold">Status</h2>
        <Badge tone={status.enabled ? 'success' : 'neutral'}>{status.enabled ? 'Enabled' : 'Disabled'}</Badge>
        {status.enabled && (
          <span className="text-sm text-fg-muted">{status.recovery_codes_left} recovery codes left</span>
        )}
      </div>
    </Card>
  );
}
