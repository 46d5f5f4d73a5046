import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { matchOrder, routePages, routePattern } from './route-pages.ts';

const routeTree = readFileSync(new URL('../src/routeTree.gen.ts', import.meta.url), 'utf8');
const pages = routePages(routeTree);

/** An address of the page: each parameter a value, the rest of the path two segments. */
const addressOf = (fullPath: string) => fullPath.replace(/\/\$$/, '/a/b').replace(/\$\w+/g, '7');

describe('route pages', () => {
  it('reads every page of the route tree with its route files, outermost first', () => {
    expect(pages.length).toBe(
      routeTree.match(/export interface FileRoutesByFullPath \{([^}]*)\}/)?.[1]?.match(/': typeof/g)?.length,
    );
    expect(pages.find((page) => page.fullPath === '/users/$userId/')?.routeFiles).toEqual([
      'routes/_authenticated',
      'routes/_authenticated/users/$userId/index',
    ]);
    expect(pages.find((page) => page.fullPath === '/services/alias/$aliasId/')?.routeFiles).toEqual([
      'routes/_authenticated',
      'routes/_authenticated/services/alias/$aliasId/route',
      'routes/_authenticated/services/alias/$aliasId/index',
    ]);
    expect(pages.find((page) => page.fullPath === '/admin/$')?.routeFiles).toEqual([
      'routes/admin/route',
      'routes/admin/_staff',
      'routes/admin/_staff/$',
    ]);
  });

  it('writes a page’s path as a pattern of the address', () => {
    expect(routePattern('/users/$userId/two_factor_auth')).toBe('^/users/[^/]+/two_factor_auth/?$');
    expect(routePattern('/bestpractices/')).toBe('^/bestpractices/?$');
    expect(routePattern('/admin/$')).toBe('^/admin/.+/?$');
  });

  it('finds each page first at an address of its own, as the router does', () => {
    const ordered = matchOrder(pages);
    for (const page of pages) {
      const address = addressOf(page.fullPath);
      const found = ordered.find((candidate) => new RegExp(routePattern(candidate.fullPath)).test(address));
      // A layout and its index page share a path: the index page, whose route files include the layout's, stands for it.
      expect(found?.routeFiles, address).toEqual(expect.arrayContaining(page.routeFiles));
    }
  });
});
