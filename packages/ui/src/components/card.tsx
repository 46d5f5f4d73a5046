import type { ReactNode } from 'react';

import { cx } from '../lib/cx.ts';

export interface CardProps {
  title?: ReactNode;
  description?: ReactNode;
  /** Buttons or links in the card's header. */
  actions?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
}

export function Card({
  title,
  description,
  actions,
  children,
  footer,
  className,
  headingLevel = 2,
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={cx('rounded-lg border border-border bg-surface text-fg shadow-sm', className)}>
      {(title || actions) && (
        <header className="flex flex-wrap items-start justify-between gap-3 border-b border-border px-5 py-4">
          <div>
            {title && <Heading className="text-base font-semibold">{title}</Heading>}
            {description && <p className="mt-1 text-sm text-fg-muted">{description}</p>}
          </div>
          {actions && <div className="flex gap-2">{actions}</div>}
        </header>
      )}
      {children && <div className="px-5 py-4">{children}</div>}
      {footer && <footer className="border-t border-border px-5 py-3">{footer}</footer>}
    </section>
  );
}
