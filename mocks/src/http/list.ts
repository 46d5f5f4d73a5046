import { invalid } from './errors.ts';

export interface ListQuery {
  page?: number;
  size?: number;
  search?: string;
  sort?: string;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
}

type Comparable = string | number | boolean | null | undefined;

// One collator for every comparison: `localeCompare` with options builds one per call (10x slower).
const collator = new Intl.Collator('en', { sensitivity: 'base' });

function compare(a: Comparable, b: Comparable): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1; // empty values last, either direction
  if (b === null || b === undefined) return -1;
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  return a < b ? -1 : 1;
}

/**
 * The designed list convention: `search` (case-insensitive over `searchIn`), `sort` (`-` for descending,
 * one of `sortBy`'s keys; an unknown field is a 422 at `query.sort`), then `page`/`size`.
 */
export function paginate<T>(
  rows: readonly T[],
  query: ListQuery,
  options: {
    searchIn: (row: T) => (string | null | undefined)[];
    sortBy: Record<string, (row: T) => Comparable>;
    defaultSort?: string;
  },
): Page<T> {
  const page = query.page ?? 1;
  const size = query.size ?? 25;
  let items = [...rows];
  const needle = query.search?.trim().toLowerCase();
  if (needle)
    items = items.filter((row) => options.searchIn(row).some((v) => v?.toLowerCase().includes(needle)));
  const sort = query.sort ?? options.defaultSort;
  if (sort) {
    const descending = sort.startsWith('-');
    const field = descending ? sort.slice(1) : sort;
    const key = options.sortBy[field];
    if (!key) {
      throw invalid([
        {
          loc: ['query', 'sort'],
          msg: `Cannot sort by '${field}'; use one of ${Object.keys(options.sortBy).join(', ')}`,
          type: 'value_error',
        },
      ]);
    }
    // Each row's key is computed once, not once per comparison (the large seed sorts 10,000 rows).
    items = items
      .map((row) => ({ row, value: key(row) }))
      .sort((a, b) => {
        const [va, vb] = [a.value, b.value];
        if ((va ?? null) === null || (vb ?? null) === null) return compare(va, vb); // empty values last either way
        return (descending ? -1 : 1) * compare(va, vb);
      })
      .map((entry) => entry.row);
  }
  return { items: items.slice((page - 1) * size, page * size), total: items.length, page, size };
}
