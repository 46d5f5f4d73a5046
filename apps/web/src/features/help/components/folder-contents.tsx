import { EmptyState, formatDate } from '@console/ui';
import { type Translate, useMessages } from '@console/ui/i18n';

import { helpMessages } from '../help.messages';
import type { HelpArticleSummary, HelpFolder, HelpSection } from '../help.schemas';
import { ArticleLink, FolderLink } from './help-links';

/** The sub-folders and articles of a folder (or of a section's top level). */
export function FolderContents({
  section,
  folders,
  articles,
}: {
  section: HelpSection;
  folders: readonly HelpFolder[];
  articles: readonly HelpArticleSummary[];
}) {
  const t = useMessages(helpMessages);
  if (folders.length === 0 && articles.length === 0)
    return <EmptyState title={t('emptyFolder')} description={t('emptyFolderDetail')} />;
  return (
    <div className="flex flex-col gap-8">
      {folders.length > 0 && (
        <section aria-labelledby="help-folders">
          <h2 id="help-folders" className="mb-3 text-lg font-semibold">
            {t('folders')}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {folders.map((f) => (
              <li key={f.id} className="rounded-lg border border-border bg-surface p-4">
                <FolderIcon />
                <FolderLink section={section} folderId={f.id}>
                  {f.name}
                </FolderLink>
                <p className="mt-1 text-sm text-fg-muted">{countLabel(t, f)}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {articles.length > 0 && <ArticleList section={section} articles={articles} heading={t('articles')} />}
    </div>
  );
}

function ArticleList({
  section,
  articles,
  heading,
}: {
  section: HelpSection;
  articles: readonly HelpArticleSummary[];
  heading: string;
}) {
  const t = useMessages(helpMessages);
  return (
    <section aria-label={heading}>
      <h2 className="mb-3 text-lg font-semibold">{heading}</h2>
      <ul className="divide-y divide-border rounded-lg border border-border bg-surface">
        {articles.map((a) => (
          <li key={a.id} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
            <ArticleLink section={section} articleId={a.id}>
              {a.title}
            </ArticleLink>
            <span className="text-sm text-fg-muted">
              <time dateTime={a.updated_at}>{t('updated', { date: formatDate(a.updated_at) })}</time>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function countLabel(t: Translate<keyof typeof helpMessages.source>, folder: HelpFolder) {
  const values = { articles: folder.articles_count, folders: folder.folders_count };
  return t(folder.folders_count > 0 ? 'folderArticlesAndFolders' : 'folderArticles', values);
}

function FolderIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="mb-2 size-5 text-fg-muted">
      <path d="M2 5.5A1.5 1.5 0 0 1 3.5 4h4l1.5 2h7.5A1.5 1.5 0 0 1 18 7.5v7a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 2 14.5v-9Z" />
    </svg>
  );
}
