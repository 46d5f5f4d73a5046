import { useMemo } from 'react';

import { sanitizeArticleHtml } from '../sanitize';

/**
 * An article's HTML from the server, rendered only after the allow-list sanitiser (see sanitize.ts) has
 * removed anything that could run code. The styles give the plain tags a readable look.
 */
export function ArticleContent({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeArticleHtml(html), [html]);
  return (
    <div
      className="max-w-prose text-sm leading-relaxed [&_a]:text-primary [&_a]:underline [&_blockquote]:border-s-4 [&_blockquote]:border-border [&_blockquote]:ps-4 [&_code]:rounded [&_code]:bg-surface-muted [&_code]:px-1 [&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold [&_h2:first-child]:mt-0 [&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:font-semibold [&_img]:my-3 [&_img]:max-w-full [&_li]:my-1 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:my-3 [&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-surface-muted [&_pre]:p-3 [&_table]:my-3 [&_td]:border [&_td]:border-border [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-border [&_th]:px-2 [&_th]:py-1 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:ps-6"
      // Sanitised above with an allow-list; this is the only place help HTML reaches the page.
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
