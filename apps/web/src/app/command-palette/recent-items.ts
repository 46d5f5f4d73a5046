// Records recently opened from the palette, newest first, kept per person in this browser (the key holds the
// audience and the person's id) and removed at sign-out (lib/session/recent-items.ts).
import { type RecentAudience, recentItemsKey } from '~/lib/session/recent-items';

import type { EntityHit } from './entity-search';

const RECENT_LIMIT = 6;

export interface RecentStore {
  read(): EntityHit[];
  /** Puts the record first (once), and returns the new list. */
  remember(hit: EntityHit): EntityHit[];
}

const isHit = (value: unknown): value is EntityHit => {
  const hit = value as Partial<EntityHit> | null;
  return (
    typeof hit?.id === 'string' &&
    typeof hit.kind === 'string' &&
    typeof hit.label === 'string' &&
    // Only a path of this app is ever opened from storage.
    typeof hit.href === 'string' &&
    hit.href.startsWith('/') &&
    !hit.href.startsWith('//')
  );
};

export function recentStore(audience: RecentAudience, personId: number): RecentStore {
  const key = recentItemsKey(audience, personId);
  const read = (): EntityHit[] => {
    try {
      const stored: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
      return Array.isArray(stored) ? stored.filter(isHit).slice(0, RECENT_LIMIT) : [];
    } catch {
      return [];
    }
  };
  return {
    read,
    remember(hit) {
      const { id, kind, label, detail, href } = hit;
      const next = [{ id, kind, label, detail, href }, ...read().filter((item) => item.href !== href)].slice(
        0,
        RECENT_LIMIT,
      );
      try {
        localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Storage full or disabled: the list is only a convenience.
      }
      return next;
    },
  };
}
