import { useSuspenseQuery } from '@tanstack/react-query';

import { PageHeader } from '@console/ui';

import { crumbTrail } from '~/components/navigation';

import { helpQueries } from '../help.queries';
import type { HelpSection } from '../help.schemas';
import { FolderContents } from './folder-contents';
import { helpCrumbs } from './help-links';
import { HelpSearchBox } from './help-search-box';

export function HelpFolderPage({ section, folderId }: { section: HelpSection; folderId: number }) {
  const { data } = useSuspenseQuery(helpQueries.folder(section, folderId));
  const name = data.folder?.name ?? 'Folder';
  return (
    <>
      <PageHeader title={name} {...crumbTrail(...helpCrumbs(section, data.breadcrumbs), { label: name })} />
      <HelpSearchBox section={section} />
      <FolderContents section={section} folders={data.folders} articles={data.articles} />
    </>
  );
}
