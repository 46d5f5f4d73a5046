import { useSuspenseQuery } from '@tanstack/react-query';

import { Card, formatDate, PageHeader } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { crumbTrail } from '~/components/navigation';

import { helpMessages } from '../help.messages';
import { helpQueries } from '../help.queries';
import type { HelpSection } from '../help.schemas';
import { ArticleContent } from './article-content';
import { helpCrumbs } from './help-links';
import { HelpSearchBox } from './help-search-box';

export function HelpArticlePage({ section, articleId }: { section: HelpSection; articleId: number }) {
  const t = useMessages(helpMessages);
  const { data: article } = useSuspenseQuery(helpQueries.article(section, articleId));
  return (
    <>
      <PageHeader
        title={article.title}
        description={
          <time dateTime={article.updated_at}>{t('updated', { date: formatDate(article.updated_at) })}</time>
        }
        {...crumbTrail(...helpCrumbs(t, section, article.breadcrumbs), { label: article.title })}
      />
      <HelpSearchBox section={section} />
      <Card>
        <ArticleContent html={article.content} />
      </Card>
    </>
  );
}
