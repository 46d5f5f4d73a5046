import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';

import { Card, EmptyState, formatFileSize, PageHeader } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { useAliasCrumbs } from '../common/alias-crumbs';
import { fileSharingMessages } from '../file-sharing.messages';
import { servicesQueries } from '../services.queries';
import { ShareFiles } from './share-files';
import { SharesCard } from './shares-card';
import { useUploads } from './use-uploads';

const route = getRouteApi('/_authenticated/services/alias/$aliasId/filesharing');

export function FileSharingPage() {
  const { aliasId } = route.useParams();
  const search = route.useSearch();
  const { data: alias } = useSuspenseQuery(servicesQueries.aliasDetail(aliasId));
  const { data: shares } = useSuspenseQuery(servicesQueries.shareList(aliasId));
  const uploads = useUploads(aliasId);
  const t = useMessages(fileSharingMessages);
  // The share in the URL, or the first one (also when the URL's share was deleted).
  const open = shares.items.find((s) => s.id === search.share) ?? shares.items[0];
  const { used_bytes, quota_bytes } = alias.file_sharing;

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('storageUsed', {
          used: formatFileSize(used_bytes),
          quota: formatFileSize(quota_bytes),
        })}
        {...useAliasCrumbs(aliasId, alias.name, { label: t('title') })}
      />
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <SharesCard aliasId={aliasId} shares={shares.items} openId={open?.id} />
        {open ? (
          <ShareFiles key={open.id} aliasId={aliasId} share={open} uploads={uploads} />
        ) : (
          <Card>
            <EmptyState title={t('noShares')} description={t('noSharesText')} />
          </Card>
        )}
      </div>
    </>
  );
}
