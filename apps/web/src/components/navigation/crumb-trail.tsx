import { Link } from '@tanstack/react-router';

import type { Breadcrumb, PageHeaderProps } from '@console/ui';

/** PageHeader breadcrumbs whose links are router links: `<PageHeader {...crumbTrail(...)} />`. */
export function crumbTrail(
  ...breadcrumbs: Breadcrumb[]
): Pick<PageHeaderProps, 'breadcrumbs' | 'renderLink'> {
  return {
    breadcrumbs,
    renderLink: (crumb, className) => (
      <Link to={crumb.href} className={className}>
        {crumb.label}
      </Link>
    ),
  };
}
