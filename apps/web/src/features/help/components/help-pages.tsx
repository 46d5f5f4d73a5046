import {
  Card,
  ErrorState,
  PageHeader,
  Pagination,
  SkeletonText,
  EmptyState,
  Button,
  formatDate,
} from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ListSearchBox, crumbTrail } from '~/features/shell';
import { helpQueries } from '../help.queries';
import { HELP_SECTIONS, type HelpSearch, type HelpSection } from '../help.schemas';
import { ArticleContent } from './article-content';
import { ArticleList, FolderContents } from './folder-contents';
import { helpCrumbs } from './help-links';

/** The title search of a section, on each of its pages; searching goes to the section's home. */
function HelpSearchBox({ section, value }: { section: HelpSection; value?: string }) {
  const navigate = useNavigate();
  return (
    <div role="search" className="mb-6">
      <ListSearchBox
        label={`Search ${HELP_SECTIONS[section].title.toLowerCase()} by title`}
        placeholder="Search article titles"
        value={value}
        onCommit={(search) => void navigate({ to: HELP_SECTIONS[section].home, search: { search } })}
      />
    </div>
  );
}

/** Loading, failure and content of one help query, the same on every help page. */
function Loaded<T>({
  query,
  label,
  children,
}: {
  query: { data: T | undefined; isError: boolean; error: Error | null; refetch: () => unknown };
  label: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError)
    return <ErrorState message={query.error?.message} onRetry={() => void query.refetch()} />;
  return (
    <Card>
      <span role="status" className="sr-only">
        Loading {label}
      </span>
      <SkeletonText lines={5} />
    </Card>
  );
}

export function HelpHomePage({ section, search }: { section: HelpSection; search: HelpSearch }) {
  const { title, intro } = HELP_SECTIONS[section];
  const searching = Boolean(search.search);
  return (
    <>
      <PageHeader title={title} description={intro} />
      <HelpSearchBox section={section} value={search.search} />
      {searching ? <SearchResults section={section} search={search} /> : <SectionRoot section={section} />}
    </>
  );
}

function SectionRoot({ section }: { section: HelpSection }) {
  const root = useQuery(helpQueries.root(section));
  return (
    <Loaded query={root} label="the contents">
      {(data) => <FolderContents section={section} folders={data.folders} articles={data.articles} />}
    </Loaded>
  );
}

function SearchResults({ section, search }: { section: HelpSection; search: HelpSearch }) {
  const navigate = useNavigate();
  const results = useQuery(helpQueries.search(section, search));
  const home = HELP_SECTIONS[section].home;
  return (
    <Loaded query={results} label="the search results">
      {(page) =>
        page.total === 0 ? (
          <EmptyState
            title={`No article title matches “${search.search}”`}
            action={
              <Button variant="secondary" onClick={() => void navigate({ to: home, search: {} })}>
                Show all folders
              </Button>
            }
          />
        ) : (
          <div className="flex flex-col gap-4">
            <ArticleList
              section={section}
              articles={page.items}
              heading={`${page.total} ${page.total === 1 ? 'article' : 'articles'} found`}
            />
            <Pagination
              page={page.page}
              pageSize={page.size}
              total={page.total}
              onPageChange={(p) => void navigate({ to: home, search: { ...search, page: p } })}
              aria-label="Search result pages"
            />
          </div>
        )
      }
    </Loaded>
  );
}

export function HelpFolderPage({ section, folderId }: { section: HelpSection; folderId: number }) {
  const folder = useQuery(helpQueries.folder(section, folderId));
  const data = folder.data;
  return (
    <>
      <PageHeader
        title={data?.folder?.name ?? 'Folder'}
        {...crumbTrail(...helpCrumbs(section, data?.breadcrumbs ?? []), { label: data?.folder?.name ?? '…' })}
      />
      <HelpSearchBox section={section} />
      <Loaded query={folder} label="the folder">
        {(contents) => (
          <FolderContents section={section} folders={contents.folders} articles={contents.articles} />
        )}
      </Loaded>
    </>
  );
}

export function HelpArticlePage({ section, articleId }: { section: HelpSection; articleId: number }) {
  const article = useQuery(helpQueries.article(section, articleId));
  const data = article.data;
  return (
    <>
      <PageHeader
        title={data?.title ?? 'Article'}
        description={
          data && (
            <>
              Updated <time dateTime={data.updated_at}>{formatDate(data.updated_at)}</time>
            </>
          )
        }
        {...crumbTrail(...helpCrumbs(section, data?.breadcrumbs ?? []), { label: data?.title ?? '…' })}
      />
      <HelpSearchBox section={section} />
      <Loaded query={article} label="the article">
        {(a) => (
          <Card>
            <ArticleContent html={a.content} />
          </Card>
        )}
      </Loaded>
    </>
  );
}
