import { useNavigate } from '@tanstack/react-router';

import { Button, type Column, EmptyState, formatCount, formatDate } from '@console/ui';

import { ListProvider, ListTable, useListController } from '~/components/list';

import { helpQueries } from '../help.queries';
import { HELP_SECTIONS, type HelpArticleSummary, type HelpSection } from '../help.schemas';
import { type HelpSearch, helpSearchSchema } from '../help.search';
import { ArticleLink } from './help-links';

/** The articles whose title matches the URL's search, a page at a time. */
export function HelpSearchResults({ section }: { section: HelpSection }) {
  const navigate = useNavigate();
  const list = useListController({
    query: (search: HelpSearch) => helpQueries.search(section, search),
    from: `/_authenticated/${section}/`,
    viewsKey: section,
    schema: helpSearchSchema,
    noun: { one: 'article', other: 'articles' },
    empty: null,
  });
  const total = list.query.data?.total;
  const columns: Column<HelpArticleSummary>[] = [
    {
      id: 'title',
      header: 'Title',
      sortable: true,
      cell: (a) => (
        <ArticleLink section={section} articleId={a.id}>
          {a.title}
        </ArticleLink>
      ),
    },
    {
      id: 'updated_at',
      header: 'Updated',
      sortable: true,
      cell: (a) => <time dateTime={a.updated_at}>{formatDate(a.updated_at)}</time>,
    },
  ];
  return (
    <ListProvider list={list} columns={columns}>
      <section aria-labelledby="help-results" className="flex flex-col gap-3">
        <h2 id="help-results" className="text-lg font-semibold" aria-live="polite">
          {total === undefined ? 'Searching…' : `${formatCount(total, 'article')} found`}
        </h2>
        <ListTable
          caption="Articles whose title matches the search"
          empty={
            <EmptyState
              title={`No article title matches “${list.search.search ?? ''}”`}
              description="The search looks at titles only: try a shorter word."
              action={
                <Button
                  variant="secondary"
                  onClick={() => void navigate({ to: HELP_SECTIONS[section].home, search: {} })}
                >
                  Show all folders
                </Button>
              }
            />
          }
        />
      </section>
    </ListProvider>
  );
}
