import { useSuspenseQuery } from '@tanstack/react-query';

import { Card, formatDate, PageHeader } from '@console/ui';

import { crumbTrail } from '~/components/navigation';

import { helpQueries } from '../help.queries';
import type { HelpSection } from '../help.schemas';
import { ArticleContent } from './article-content';
import { helpCrumbs } from './help-links';
import { HelpSearchBox } from './help-search-box';

export function HelpArticlePage({ section, articleId }: { section: HelpSection; articleId: number }) {
  const { data: article } = useSuspenseQuery(helpQueries.article(section, articleId));
  return (
    <>
      <PageHeader
        title={article.title}
        description={
          <>
            Updated <time dateTime={article.updated_at}>{formatDate(article.updated_at)}</time>
          </>
        }
        {...crumbTrail(...helpCrumbs(section, article.breadcrumbs), { label: article.title })}
      />
      <HelpSearchBox section={section} />
      <Card>
        <ArticleContent html={article.content} />
      </Card>
    </>
  );
}
