import { Link } from '@tanstack/react-router';

import type { Schemas } from '@console/sdk';
import {
  buttonClassName,
  Card,
  type Column,
  DataTable,
  EmptyState,
  formatDate,
  formatRelative,
} from '@console/ui';
import { textLinkClass } from '@console/ui/classes';
import { useMessages } from '@console/ui/i18n';

import { aliasesMessages } from '../../aliases.messages';
import { None, ServiceStatus } from '../../common/service-details';
import { platformName } from '../platforms';

export function SocialAccountsSection({ alias }: { alias: Schemas['AliasDetail'] }) {
  const t = useMessages(aliasesMessages);
  const columns: Column<Schemas['SocialAccount']>[] = [
    { id: 'platform', header: t('platform'), cell: (s) => platformName(s.platform) },
    {
      id: 'username',
      header: t('username'),
      cell: (s) => (
        <a href={s.profile_url} target="_blank" rel="noopener noreferrer" className={textLinkClass}>
          {s.username}
          <span className="sr-only">{t('opensInNewTab')}</span>
        </a>
      ),
    },
    { id: 'email', header: t('email'), cell: (s) => s.email ?? <None /> },
    { id: 'status', header: t('status'), cell: (s) => <ServiceStatus status={s.status} /> },
    {
      id: 'updated',
      header: t('updated'),
      cell: (s) => (
        <time dateTime={s.updated_at} title={formatDate(s.updated_at, { time: 'minutes' })}>
          {formatRelative(s.updated_at)}
        </time>
      ),
    },
  ];
  return (
    <Card title={t('socialAccounts')}>
      <DataTable
        caption={t('sectionOf', { section: 'social', alias: alias.name })}
        columns={columns}
        rows={alias.social_accounts}
        getRowId={(s) => String(s.id)}
        empty={<EmptyState title={t('noSocialAccounts')} />}
        rowActions={(s) => (
          <Link
            className={buttonClassName({ variant: 'ghost', size: 'sm' })}

            to="/services/alias/$aliasId/entity/socialaccount/$socialAccountId/edit"
            params={{ aliasId: alias.id, socialAccountId: s.id }}
            aria-label={t('editAccountOf', { platform: platformName(s.platform), username: s.username })}
          >
            {t('edit')}
          </Link>
        )}
      />
    </Card>
  );
}
