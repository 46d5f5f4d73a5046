import { Link } from '@tanstack/react-router';

import type { Schemas } from '@console/sdk';
import { buttonClassName, Card, formatFileSize } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { aliasesMessages } from '../../aliases.messages';
import { Details } from '../../common/service-details';

export function FileSharingSection({ alias }: { alias: Schemas['AliasDetail'] }) {
  const { shares_count, used_bytes, quota_bytes } = alias.file_sharing;
  const t = useMessages(aliasesMessages);
  const percent = quota_bytes > 0 ? Math.min(100, (used_bytes / quota_bytes) * 100) : 0;
  return (
    <Card
      title={t('fileSharing')}
      actions={
        <Link
          className={buttonClassName({ variant: 'secondary', size: 'sm' })}

          to="/services/alias/$aliasId/filesharing"
          params={{ aliasId: alias.id }}
        >
          {t('openFileSharing')}
        </Link>
      }
    >
      <Details
        items={[
          [t('shares'), shares_count],
          [
            t('storageUsed'),
            t('storageOf', { used: formatFileSize(used_bytes), quota: formatFileSize(quota_bytes) }),
          ],
        ]}
      />
      <div
        role="meter"
        aria-label={t('storageUsed')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        aria-valuetext={t('percentUsed', { percent: percent.toFixed(1) })}
        className="mt-4 h-2 overflow-hidden rounded-full bg-surface-muted"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${Math.max(percent, 0.5)}%` }} />
      </div>
    </Card>
  );
}
