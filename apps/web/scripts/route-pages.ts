// The pages of the route tree as the served shell's inline script needs them (scripts/session-preloads.ts): each
// full path with the route files the router loads for it, and a pattern the script can test the address against
// before the app has run. Read from routeTree.gen.ts, which the router plugin writes from the route files (the
// generated-files check keeps it current).

/** A page of the app: its path as the router writes it, and its route files (`routes/…`), outermost first. */
export interface RoutePage {
  fullPath: string;
  routeFiles: string[];
}

/** Reads the generated route tree's pages. */
export function routePages(routeTree: string): RoutePage[] {
  const fileOf = new Map<string, string>();
  for (const [, name, file] of routeTree.matchAll(/import \{ Route as (\w+) \} from '\.\/(routes\/[^']+)'/g))
    fileOf.set(name ?? '', file ?? '');
  const importOf = new Map<string, string>();
  for (const [, route, imported] of routeTree.matchAll(/const (\w+) =\s*(\w+)\.update\(/g))
    importOf.set(route ?? '', imported ?? '');
  // A route is named by its import (`…RouteImport`) or by its variable (`…Route`, `…RouteWithChildren`).
  const asImport = (name: string) => {
    const route = name.replace(/WithChildren$/, '');
    return importOf.get(route) ?? route;
  };
  const parentOf = new Map<string, string>();
  for (const [, imported, parent] of routeTree.matchAll(
    /preLoaderRoute: typeof (\w+)\s+parentRoute: typeof (\w+)/g,
  ))
    parentOf.set(imported ?? '', asImport(parent ?? ''));

  const byFullPath = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(routeTree)?.[1];
  if (!byFullPath) throw new Error('route pages: no FileRoutesByFullPath in the route tree');
  const pages: RoutePage[] = [];
  for (const [, fullPath, route] of byFullPath.matchAll(/'([^']*)': typeof (\w+)/g)) {
    const routeFiles: string[] = [];
    let imported: string | undefined = asImport(route ?? '');
    if (!fileOf.has(imported)) throw new Error(`route pages: no route file for ${route}`);
    // Up to the root route, which is the entry's own.
    for (; imported && fileOf.has(imported) && parentOf.has(imported); imported = parentOf.get(imported))
      routeFiles.unshift(fileOf.get(imported) ?? '');
    pages.push({ fullPath: fullPath ?? '', routeFiles });
  }
  return pages;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What each segment of a full path is: a word (2), a parameter (1), the rest of the path (0). */
const segments = (fullPath: string) =>
  fullPath
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment === '$' ? 0 : segment.startsWith('$') ? 1 : 2));

/** The pattern of a full path, for the address bar's path (`/users/$userId` → `^/users/[^/]+/?$`). */
export function routePattern(fullPath: string): string {
  const parts = fullPath
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment === '$' ? '.+' : segment.startsWith('$') ? '[^/]+' : escape(segment)));
  return `^/${parts.join('/')}/?$`;
}

/**
 * Orders pages the way the router ranks them for one address: words before parameters before the rest of the
 * path, segment by segment (`/users/add` before `/users/$userId`), so the first pattern that matches is the page.
 */
function bySpecificity(a: RoutePage, b: RoutePage): number {
  const [left, right] = [segments(a.fullPath), segments(b.fullPath)];
  for (let i = 0; i < Math.min(left.length, right.length); i++)
    if (left[i] !== right[i]) return (right[i] ?? 0) - (left[i] ?? 0);
  return right.length - left.length;
}

/**
 * The pages in the order the shell's script tries them: most specific first, one page per pattern (a layout and
 * its index page share a path: the index, whose route files include the layout's, is the one kept).
 */
export function matchOrder(pages: RoutePage[]): RoutePage[] {
  const byPattern = new Map<string, RoutePage>();
  for (const page of pages) {
    const pattern = routePattern(page.fullPath);
    const kept = byPattern.get(pattern);
    if (!kept || page.routeFiles.length > kept.routeFiles.length) byPattern.set(pattern, page);
  }
  return [...byPattern.values()].sort(bySpecificity);
}
