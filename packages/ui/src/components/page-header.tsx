import { Fragment, type ReactNode } from 'react';

import { useMessages } from '../i18n/index.ts';
import { kitShellMessages } from '../kit-shell.messages.ts';
import { cx, focusRing } from '../lib/cx.ts';

export interface Breadcrumb {
  label: string;
  /** Leave out for the current page (the last crumb). */
  href?: string;
}

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  breadcrumbs?: ReadonlyArray<Breadcrumb>;
  /** Renders a crumb's link, e.g. with TanStack Router's `Link`; a plain `<a>` by default. */
  renderLink?: (crumb: Required<Breadcrumb>, className: string) => ReactNode;
  actions?: ReactNode;
  /** Extra classes for the outermost element; they win over the kit's own. */
  className?: string;
}

const linkClass = cx('rounded text-fg-muted underline-offset-4 hover:text-fg hover:underline', focusRing);

/** The page's h1, with its breadcrumb trail (a nav landmark) and page-level actions. */
export function PageHeader({
  title,
  description,
  breadcrumbs,
  renderLink,
  actions,
  className,
}: PageHeaderProps) {
  const t = useMessages(kitShellMessages);
  return (
    <header className={cx('mb-6 flex flex-col gap-2', className)}>
      {breadcrumbs && breadcrumbs.length > 0 && (
        <nav aria-label={t('breadcrumb')}>
          <ol className="flex flex-wrap items-center gap-1.5 text-sm">
            {breadcrumbs.map((crumb, index) => (
              <Fragment key={`${index}-${crumb.label}`}>
                {index > 0 && (
                  <li aria-hidden="true" className="text-fg-muted">
                    /
                  </li>
                )}
                <li>
                  {crumb.href ? (
                    renderLink ? (
                      renderLink({ label: crumb.label, href: crumb.href }, linkClass)
                    ) : (
                      <a href={crumb.href} className={linkClass}>
                        {crumb.label}
                      </a>
                    )
                  ) : (
                    <span aria-current="page" className="font-medium text-fg">
                      {crumb.label}
                    </span>
                  )}
                </li>
              </Fragment>
            ))}
          </ol>
        </nav>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-fg">{title}</h1>
          {description && <p className="mt-1 text-sm text-fg-muted">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
    </header>
  );
}
