// What the palette lists for a query, in groups: recently opened records first, then screens, actions and the
// records found, each group ranked (the same name, then names that start so…) and the groups by their best match.
import { translate } from '@console/ui/i18n';

import type { PaletteItem } from './commands';
import { bestRank, type EntityHit, type EntitySearchState, matchRank, rankByMatch } from './entity-search';
import { paletteMessages } from './palette.messages';

export interface PaletteOption extends PaletteItem {
  /** The record, when the option opens one (it is then remembered as recently opened). */
  entity?: EntityHit;
}

export interface PaletteGroup {
  heading: string;
  options: PaletteOption[];
}

const fromHit = (group: string, hit: EntityHit): PaletteOption => ({
  id: `${group}:${hit.id}`,
  group,
  label: hit.label,
  detail: hit.detail,
  href: hit.href,
  entity: hit,
});

const matches = (query: string, option: { label: string; detail?: string; keywords?: string }) =>
  matchRank(query, option.label) < 4 ||
  `${option.detail ?? ''} ${option.keywords ?? ''}`.toLowerCase().includes(query.trim().toLowerCase());

function byGroup(options: PaletteOption[]): Map<string, PaletteOption[]> {
  const groups = new Map<string, PaletteOption[]>();
  for (const option of options) groups.set(option.group, [...(groups.get(option.group) ?? []), option]);
  return groups;
}

export function arrangeResults(input: {
  query: string;
  recent: readonly EntityHit[];
  items: readonly PaletteItem[];
  /** The searched kinds in their order, with their headings. */
  kinds: readonly { kind: string; group: string }[];
  search: EntitySearchState;
}): PaletteGroup[] {
  const query = input.query.trim();
  const recent = translate(paletteMessages, 'groupRecent');
  const recentGroup = {
    heading: recent,
    options: rankByMatch(
      query,
      input.recent.filter((hit) => query === '' || matches(query, hit)).map((hit) => fromHit(recent, hit)),
    ),
  };
  if (query === '') {
    return [
      recentGroup,
      ...[...byGroup([...input.items])].map(([heading, options]) => ({ heading, options })),
    ].filter((group) => group.options.length > 0);
  }
  const shownHrefs = new Set(recentGroup.options.map((option) => option.href));
  const commandGroups = [...byGroup(input.items.filter((item) => matches(query, item)))].map(
    ([heading, options]) => ({ heading, options: rankByMatch(query, options) }),
  );
  // Only the answers to this very query (the search's own state says which query it answers).
  const hits = input.search.query === query ? input.search.hits : {};
  const recordGroups = input.kinds.map(({ kind, group }) => ({
    heading: group,
    options: rankByMatch(
      query,
      (hits[kind] ?? []).filter((hit) => !shownHrefs.has(hit.href)).map((hit) => fromHit(group, hit)),
    ),
  }));
  const ranked = [...commandGroups, ...recordGroups]
    .filter((group) => group.options.length > 0)
    .map((group, index) => ({ group, index, rank: bestRank(query, group.options) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ group }) => group);
  return [recentGroup, ...ranked].filter((group) => group.options.length > 0);
}
