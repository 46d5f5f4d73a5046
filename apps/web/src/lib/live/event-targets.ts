// What a live event touches in the Query cache (docs/decisions/0048-live-data-in-the-app.md): one table from
// each resource to the API paths of the queries that show it, per audience. Every key of the app is the SDK's
// `['GET', path template, init]` (lib/query/query-filter.ts), so a path template names every query of a call:
// each list page, each record, whichever screen or feature built it.
import type { QueryKey } from '@tanstack/react-query';

import type { LiveEvent, paths } from '@console/sdk';

import { keyUnder } from '~/lib/query/query-filter';

import type { LiveListNews } from './live-cache';

type ApiPath = keyof paths;
type Resource = LiveEvent['resource'];
export type LiveAudience = 'user' | 'staff';

interface Touch {
  /** Lists whose rows are this resource: a row someone else created waits behind "N new", a deleted one is marked. */
  rows?: readonly ApiPath[];
  /** Other calls that show something of it (counts, the audit log, another list's column). */
  shows?: readonly ApiPath[];
  /** The record's own path and its parameter: it and the paths under it are touched for that record alone. */
  record?: readonly [ApiPath, string];
}

const dashboard: ApiPath[] = ['/dashboard/summary', '/logs'];
const staffDashboard: ApiPath[] = ['/admin/dashboard/summary', '/admin/logs'];
const staffServices: ApiPath[] = ['/admin/services/{kind}', ...staffDashboard];

/** A ticket reply, a desktop or another service also changes its parent (its ticket, its alias): see `subjectsOf`. */
const TABLE: Record<LiveAudience, Partial<Record<Resource, Touch>>> = {
  user: {
    user: { rows: ['/user'], record: ['/user/{id}', 'id'], shows: dashboard },
    // A role's name shows in the users' lists, and it may be the reader's own.
    role: {
      rows: ['/roles'],
      record: ['/roles/{roleId}', 'roleId'],
      shows: ['/user', '/user/privileges', ...dashboard],
    },
    alias: { rows: ['/aliases'], record: ['/aliases/{aliasId}', 'aliasId'], shows: dashboard },
    virtual_desktop: { record: ['/aliases/{aliasId}/desktops/{desktopId}', 'desktopId'], shows: dashboard },
    service: { shows: dashboard },
    ticket: { rows: ['/tickets'], record: ['/tickets/{ticketId}', 'ticketId'], shows: dashboard },
    organization: { shows: ['/organization', ...dashboard] },
  },
  staff: {
    user: { rows: ['/admin/users/orgs/{id}'], record: ['/admin/user/{id}', 'id'], shows: staffDashboard },
    organization: {
      rows: ['/admin/organizations'],
      record: ['/admin/organizations/{orgId}', 'orgId'],
      shows: staffDashboard,
    },
    alias: {
      rows: ['/admin/aliases'],
      record: ['/admin/organizations/{orgId}/aliases/{aliasId}', 'aliasId'],
      shows: staffServices,
    },
    virtual_desktop: {
      record: ['/admin/organizations/{orgId}/aliases/{aliasId}/virtualdesktops/{desktopId}', 'desktopId'],
      shows: staffServices,
    },
    service: { shows: staffServices },
    staff: { rows: ['/admin/staff'], record: ['/admin/staff/{id}', 'id'] },
    service_type: {
      rows: ['/admin/servicetypes'],
      record: ['/admin/servicetypes/{serviceTypeId}', 'serviceTypeId'],
    },
    resource_pool: { rows: ['/admin/resourcepools'], record: ['/admin/resourcepools/{poolId}', 'poolId'] },
    location: { rows: ['/admin/locations'], record: ['/admin/locations/{locationId}', 'locationId'] },
    gateway: {
      rows: ['/admin/vpngateways'],
      record: ['/admin/vpngateways/{gatewayId}', 'gatewayId'],
      shows: ['/admin/networks'],
    },
    migration: { shows: ['/admin/aliases', '/admin/organizations', '/admin/logs'] },
  },
};

/** The reader's own record, read by the shell (their name in the header, their privileges). */
const OWN: Record<LiveAudience, { resource: Resource; paths: readonly ApiPath[] }> = {
  user: { resource: 'user', paths: ['/user/me', '/user/privileges'] },
  staff: { resource: 'staff', paths: ['/admin/staff/me'] },
};

/** Who reads: their audience, and their own id (their own changes in another tab are not "someone else's"). */
export interface Reader {
  audience: LiveAudience;
  id: string | undefined;
}

interface CachedQuery {
  queryHash: string;
  queryKey: QueryKey;
}

/** What a batch of events asks of the cache. */
export interface LivePlan {
  /** Queries to mark stale and refetch if they are on screen. */
  refetch: Set<string>;
  /** Queries only marked stale: lists whose only news is a deleted row (it is marked, and goes at the next refetch). */
  stale: Set<string>;
  /** Each list's news, by its query hash. */
  lists: Map<string, { key: QueryKey; news: Omit<LiveListNews, 'at'> }>;
  /** Who deleted each record that is open, by its API path (`/user/7`, as an edit form names it). */
  deleted: Map<string, string>;
}

/** An event and, as a change, its parent: a reply changes its ticket, a desktop its alias. */
const subjectsOf = (event: LiveEvent) => [
  { resource: event.resource, id: event.resource_id, action: event.action },
  ...(event.parent
    ? [{ resource: event.parent.resource, id: event.parent.id, action: 'changed' as const }]
    : []),
];

const paramsOf = (key: QueryKey) =>
  (key[2] as { params?: { path?: Record<string, unknown> } } | undefined)?.params?.path ?? {};

/** The record path a key asks for, its parameters filled in (`/user/{id}` → `/user/7`). */
const filled = (template: string, key: QueryKey) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(paramsOf(key)[name]));

export function planBatch(
  events: readonly LiveEvent[],
  queries: readonly CachedQuery[],
  reader: Reader,
): LivePlan {
  const plan: LivePlan = { refetch: new Set(), stale: new Set(), lists: new Map(), deleted: new Map() };
  const newsOf = (query: CachedQuery) => {
    let entry = plan.lists.get(query.queryHash);
    if (!entry)
      plan.lists.set(query.queryHash, (entry = { key: query.queryKey, news: { created: [], deleted: [] } }));
    return entry.news;
  };
  for (const event of events) {
    const byOthers = !(event.actor.type === reader.audience && event.actor.id === reader.id);
    const own = OWN[reader.audience];
    const aboutReader = event.resource === own.resource && event.resource_id === reader.id;
    for (const subject of subjectsOf(event)) {
      const touch = TABLE[reader.audience][subject.resource];
      if (!touch) continue;
      const [recordPath, param] = touch.record ?? [];
      for (const query of queries) {
        const { queryKey } = query;
        const path = queryKey[1];
        if (typeof queryKey[0] !== 'string' || typeof path !== 'string') continue;
        if (recordPath && param && keyUnder(queryKey, [recordPath])) {
          if (String(paramsOf(queryKey)[param]) !== subject.id) continue;
          // A deleted record is not read again (its 404 would leave the page and the input typed into it).
          if (subject.action === 'deleted') {
            if (path === recordPath) plan.deleted.set(filled(recordPath, queryKey), event.actor.name);
          } else plan.refetch.add(query.queryHash);
        } else if (touch.rows?.includes(path as ApiPath)) {
          const news = newsOf(query);
          if (subject.action === 'deleted') {
            news.deleted.push(subject.id);
            plan.stale.add(query.queryHash);
          } else {
            if (subject.action === 'created' && byOthers) news.created.push(subject.id);
            plan.refetch.add(query.queryHash);
          }
        } else if (
          touch.shows?.includes(path as ApiPath) ||
          (aboutReader && own.paths.includes(path as ApiPath))
        ) {
          plan.refetch.add(query.queryHash);
        }
      }
    }
  }
  for (const hash of plan.refetch) plan.stale.delete(hash);
  return plan;
}
