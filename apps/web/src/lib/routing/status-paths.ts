// Where a refusal (403) or a missing record (404) sends someone: inside the staff area to its own pages, in the
// staff shell with staff wording; elsewhere to the console's (docs/product-rules.md#staff-area).
export const isStaffPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

export const unauthorizedPath = (pathname: string) =>
  isStaffPath(pathname) ? ('/admin/unauthorized' as const) : ('/unauthorized' as const);

export const notFoundPath = (pathname: string) =>
  isStaffPath(pathname) ? ('/admin/notfound' as const) : ('/notfound' as const);
