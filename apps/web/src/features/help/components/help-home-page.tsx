import { useSuspenseQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';

import { PageHeader } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { helpMessages } from '../help.messages';
import { helpQueries } from '../help.queries';
import { HELP_SECTIONS, type HelpSection } from '../help.schemas';
import type { HelpSearch } from '../help.search';
import { FolderContents } from './folder-contents';
import { HelpSearchBox } from './help-search-box';
import { HelpSearchResults } from './help-search-results';

/** A section's home: its top-level folders and articles, or the results of a title search. */
export function HelpHomePage({ section }: { section: HelpSection }) {
  const t = useMessages(helpMessages);
  const { title, intro } = HELP_SECTIONS[section];
  const search: HelpSearch = useSearch({ from: `/_authenticated/${section}/` });
  return (
    <>
      <PageHeader title={t(title)} description={t(intro)} />
      <HelpSearchBox section={section} value={search.search} />
      {search.search ? <HelpSearchResults section={section} /> : <SectionRoot section={section} />}
    </>
  );
}

function SectionRoot({ section }: { section: HelpSection }) {
  const { data } = useSuspenseQuery(helpQueries.root(section));
  return <FolderContents section={section} folders={data.folders} articles={data.articles} />;
}
