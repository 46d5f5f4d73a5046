// The one access table: every guarded route and every sidebar entry reads it, so a visible menu entry
// never leads to /unauthorized. Privileges: docs/product-rules.md#console-routes; where the
// route list and the sidebar list differ for one screen, the route accepts the union (decision 0008).
import type { RegisteredRouter } from '@tanstack/react-router';

import type { consoleMenuMessages } from './console-menu.messages';
import { holdsAny } from './privileges';

/**
 * A path the router knows, so a menu entry can never point at a screen that does not exist. Read from the router
 * that router.tsx registers with TanStack Router (its route tree's `fileRoutesByTo`), not imported from the
 * generated tree: lib/ sits below the routes.
 */
export type RoutePath = keyof RegisteredRouter['routeTree']['types']['fileRouteTypes']['fileRoutesByTo'];

/** The message key of a sidebar entry (docs/decisions/0049-languages.md): the layout translates it. */
type MenuLabel = keyof typeof consoleMenuMessages.source;

export interface AccessRule {
  /** Any one of these privileges suffices; an empty list means every signed-in user. */
  anyOf: readonly string[];
  /** `label` is the key of its name in the sidebar's catalog, translated where shown. */
  menu?: { label: MenuLabel; to: RoutePath; section: 'main' | 'Services' | 'Support'; order: number };
}

const ALIAS_ROUTES = ['services:*', 'aliases:*', 'aliases:prefix:*'] as const;

export const access = {
  dashboard: { anyOf: [], menu: { label: 'dashboard', to: '/dashboard', section: 'main', order: 1 } },
  account: { anyOf: [] },
  organization: {
    anyOf: ['roles:*', 'administrative:org_edit', 'administrative:*'],
    menu: { label: 'organizationInfo', to: '/organization', section: 'main', order: 2 },
  },
  /** Editing the organisation: the server's rule; the others who may open the screen read it only. */
  'organization.edit': { anyOf: ['administrative:org_edit'] },
  users: {
    anyOf: ['users:*', 'users:list'],
    menu: { label: 'users', to: '/users', section: 'main', order: 3 },
  },
  'users.add': { anyOf: ['users:*', 'users:add'] },
  'users.edit': { anyOf: ['users:*', 'users:edit'] },
  /** Actions on the users screens (no route of their own); the server checks the same privileges. */
  'users.delete': { anyOf: ['users:delete'] },
  'users.change_password': { anyOf: ['users:change_password'] },
  roles: {
    anyOf: ['roles:*', 'roles:list'],
    menu: { label: 'roles', to: '/roles', section: 'main', order: 4 },
  },
  'roles.add': { anyOf: ['roles:*', 'roles:add'] },
  'roles.edit': { anyOf: ['roles:*', 'roles:edit'] },
  'roles.delete': { anyOf: ['roles:delete'] },
  aliases: {
    anyOf: ALIAS_ROUTES,
    menu: { label: 'aliases', to: '/services/aliases', section: 'Services', order: 1 },
  },
  /** Choosing an alias's primary user: the server's rule for that field. */
  'aliases.primary_user': { anyOf: ['administrative:*', 'administrative:edit_alias_primary_user'] },
  /** SMS messages of a number: no privilege needed (docs/product-rules.md#console-routes). */
  'aliases.sms': { anyOf: [] },
  tickets: {
    anyOf: ['roles:*', 'tickets:*', 'tickets:list'],
    menu: { label: 'tickets', to: '/tickets', section: 'Support', order: 1 },
  },
  'tickets.add': { anyOf: ['roles:*', 'tickets:add'] },
  'tickets.reply': { anyOf: ['roles:*', 'tickets:reply'] },
  /** Closing a ticket: the server's rule, with roles:* as on the other ticket routes. */
  'tickets.close': { anyOf: ['roles:*', 'tickets:close'] },
  /** The audit log shows everyone their own entries. */
  logs: { anyOf: [] },
  /** The whole organisation's audit log, not only one's own entries (the privilege is spelled so; administrative:* grants it too). */
  'logs.all': { anyOf: ['administrative:aduit_logs'] },
  bestpractices: {
    anyOf: [],
    menu: { label: 'bestPractices', to: '/bestpractices', section: 'Support', order: 2 },
  },
  userguide: { anyOf: [], menu: { label: 'userGuide', to: '/userguide', section: 'Support', order: 3 } },
} as const satisfies Record<string, AccessRule>;

export type AccessKey = keyof typeof access;

export const canAccess = (held: readonly string[], key: AccessKey) => holdsAny(held, access[key].anyOf);

export interface MenuEntry {
  key: AccessKey;
  label: MenuLabel;
  to: RoutePath;
  section: 'main' | 'Services' | 'Support';
}

/** The sidebar entries the user may see, in section order. */
export function visibleMenu(held: readonly string[]): MenuEntry[] {
  const sections = ['main', 'Services', 'Support'] as const;
  const entries: (MenuEntry & { order: number })[] = [];
  for (const [key, rule] of Object.entries(access) as [AccessKey, AccessRule][]) {
    if (rule.menu && holdsAny(held, rule.anyOf)) entries.push({ key, ...rule.menu });
  }
  return entries
    .sort((a, b) => sections.indexOf(a.section) - sections.indexOf(b.section) || a.order - b.order)
    .map(({ key, label, to, section }) => ({ key, label, to, section }));
}
