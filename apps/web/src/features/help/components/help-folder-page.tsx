import { useSuspenseQuery } from '@tanstack/react-query';

import { PageHeader } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { crumbTrail } from '~/components/navigation';

import { helpMessages } from '../help.messages';
import { helpQueries } from '../help.queries';
import type { HelpSection } from '../help.schemas';
import { FolderContents } from './folder-contents';
import { helpCrumbs } from './help-links';
import { HelpSearchBox } from './help-search-box';

export function HelpFolderPage({ section, folderId }: { section: HelpSection; folderId: number }) {
  const t = useMessages(helpMessages);
  const { data } = useSuspenseQuery(helpQueries.folder(section, folderId));
  const name = data.folder?.name ?? t('folder');
  return (
    <>
      <PageHeader
        title={name}
        {...crumbTrail(...helpCrumbs(t, section, data.breadcrumbs), { label: name })}
      />
      <HelpSearchBox section={section} />
      <FolderContents section={section} folders={data.folders} articles={data.articles} />
    </>
  );
}
