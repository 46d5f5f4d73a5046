import { useNavigate } from '@tanstack/react-router';

import { Button, type Column, EmptyState, formatDate } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { ListProvider, ListTable, useListController } from '~/components/list';

import { helpMessages } from '../help.messages';
import { helpQueries } from '../help.queries';
import { HELP_SECTIONS, type HelpArticleSummary, type HelpSection } from '../help.schemas';
import { type HelpSearch, helpSearchSchema } from '../help.search';
import { ArticleLink } from './help-links';

/** The articles whose title matches the URL's search, a page at a time. */
export function HelpSearchResults({ section }: { section: HelpSection }) {
  const t = useMessages(helpMessages);
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
      header: t('columnTitle'),
      sortable: true,
      cell: (a) => (
        <ArticleLink section={section} articleId={a.id}>
          {a.title}
        </ArticleLink>
      ),
    },
    {
      id: 'updated_at',
      header: t('columnUpdated'),
      sortable: true,
      cell: (a) => <time dateTime={a.updated_at}>{formatDate(a.updated_at)}</time>,
    },
  ];
  return (
    <ListProvider list={list} columns={columns}>
      <section aria-labelledby="help-results" className="flex flex-col gap-3">
        <h2 id="help-results" className="text-lg font-semibold" aria-live="polite">
          {total === undefined ? t('searching') : t('found', { count: total })}
        </h2>
        <ListTable
          caption={t('resultsCaption')}
          empty={
            <EmptyState
              title={t('noMatch', { search: list.search.search ?? '' })}
              description={t('noMatchDetail')}
              action={
                <Button
                  variant="secondary"
                  onClick={() => void navigate({ to: HELP_SECTIONS[section].home, search: {} })}
                >
                  {t('showAllFolders')}
                </Button>
              }
            />
          }
        />
      </section>
    </ListProvider>
  );
}
