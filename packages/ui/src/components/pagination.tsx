import { useMessages } from '../i18n/index.ts';
import { kitMessages } from '../kit.messages.ts';
import { controlClass, cx, focusRing } from '../lib/cx.ts';

export type PageItem = number | 'gap';

/**
 * The page buttons to show: always the first and last page, the current page with `siblings` on each side,
 * and a gap where pages are left out (a gap never hides a single page: that page is shown instead).
 */
export function pageItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  if (pageCount <= 0) return [];
  const current = Math.min(Math.max(1, page), pageCount);
  const from = Math.max(2, current - siblings);
  const to = Math.min(pageCount - 1, current + siblings);
  const items: PageItem[] = [1];
  if (from === 3) items.push(2);
  else if (from > 3) items.push('gap');
  for (let p = from; p <= to; p++) items.push(p);
  if (to === pageCount - 2) items.push(pageCount - 1);
  else if (to < pageCount - 2) items.push('gap');
  if (pageCount > 1) items.push(pageCount);
  return items;
}

export interface PaginationProps {
  /** 1-based, like the API's `page`. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** With `onPageSizeChange`: the page sizes offered in a "Rows per page" choice. */
  pageSizes?: readonly number[];
  onPageSizeChange?: (pageSize: number) => void;
  /** Names the navigation landmark when a page has more than one. */
  'aria-label'?: string;
  className?: string;
}

const itemClass = cx(
  'inline-flex min-w-8 items-center justify-center rounded-md px-2 py-1 text-sm text-fg',
  'hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-transparent',
  'aria-[current=page]:bg-primary aria-[current=page]:font-semibold aria-[current=page]:text-on-primary',
  focusRing,
);

/** Previous / numbered pages / Next, with "Showing 26–50 of 1,234". */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  pageSizes,
  onPageSizeChange,
  className,
  ...aria
}: PaginationProps) {
  const t = useMessages(kitMessages);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label={aria['aria-label'] ?? t('pagination')}
      className={cx('flex flex-wrap items-center justify-between gap-3', className)}
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p className="text-sm text-fg-muted" aria-live="polite">
          {t('showing', { first, last, total })}
        </p>
        {pageSizes && onPageSizeChange && (
          <label className="flex items-center gap-2 text-sm text-fg-muted">
            {t('rowsPerPage')}
            <select
              className={cx(controlClass, 'w-auto py-1 pr-8 pl-2')}
              value={pageSize}
              onChange={(event) => onPageSizeChange(Number(event.target.value))}
            >
              {pageSizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <button
            type="button"
            className={itemClass}
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            {t('previous')}
          </button>
        </li>
        {pageItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-fg-muted">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={itemClass}
                aria-label={t('page', { page: String(item) })}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onPageChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={itemClass}
            disabled={page >= pageCount}
            onClick={() => onPageChange(page + 1)}
          >
            {t('next')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
