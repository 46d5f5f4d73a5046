// A list's filters: a list box per filter beside the search box, and what is on shown as removable chips with
// "Clear all" (docs/decisions/0028-list-power.md). The values live in the URL's search, typed by the route.
import { Button } from '@console/ui';
import { translate, useMessages } from '@console/ui/i18n';

import { listMessages } from './list.messages';
import { FilterSelect } from './list-parts';

/** One choice of a filter; `value` is what the URL's search holds for it. */
export interface ListFilterOption {
  value: string | number | boolean;
  label: string;
  /** How many rows have it, where the API says (shown in the list box, not on the chip). */
  count?: number;
}

/**
 * A filter a list screen passes to `useListController`: one key of its URL search and the values it takes. Its
 * words are read as the list renders, so a screen builds its filters while it renders (or, for a filter kept
 * in a module, with getters, as `activeOrSuspendedFilter`).
 */
export interface ListFilter<Search> {
  key: keyof Search & string;
  /** "Status": the list box's label and the start of its chip ("Status: Active"). */
  label: string;
  /** The list box's first option, no filter: "Every status". */
  anyLabel: string;
  options: readonly ListFilterOption[];
  /** The list box's width, e.g. `w-44`. */
  className?: string;
  /** Choices that load from records: while they do, or after they failed, the list box says so. */
  choices?: 'loading' | 'failed';
  /** Names a value that is none of the options (a status word the API may add): the chip shows it. */
  labelOf?: (value: string) => string;
  /** The screen draws this filter's control itself (e.g. counts by status above the list); only its chip here. */
  drawnByScreen?: boolean;
}

const t = (key: keyof typeof listMessages.source) => translate(listMessages, key);

/**
 * The status filter of records that are active or suspended (organisations, aliases). Its words are getters,
 * read in the tab's language whenever the list renders.
 */
export const activeOrSuspendedFilter = {
  key: 'status',
  get label() {
    return t('status');
  },
  get anyLabel() {
    return t('everyStatus');
  },
  className: 'w-40',
  get options() {
    return [
      { value: 'active', label: t('active') },
      { value: 'suspended', label: t('suspended') },
    ] as const;
  },
} as const;

/**
 * A filter whose control the screen draws itself (a day picker, a search-as-you-type box, counts by status):
 * the toolbar shows only its chip, naming the value with `labelOf`, and "Clear all" clears it with the rest.
 */
export function chipOnlyFilter<Search>(
  key: keyof Search & string,
  label: string,
  labelOf: (value: string) => string,
): ListFilter<Search> {
  return { key, label, anyLabel: label, options: [], drawnByScreen: true, labelOf };
}

/** The records a filter offers (organisations, locations…), as a query of them gives them. */
export interface RecordChoices {
  data?: { items: readonly { id: number; name: string }[] };
  isPending: boolean;
  isError: boolean;
}

/** A filter on a record's id whose choices are other records, loaded on their own (never holding up the list). */
export function recordFilter<Search>(
  filter: Pick<ListFilter<Search>, 'key' | 'label' | 'anyLabel' | 'className'>,
  records: RecordChoices,
): ListFilter<Search> {
  return {
    className: 'w-56',
    ...filter,
    options: (records.data?.items ?? []).map((record) => ({ value: record.id, label: record.name })),
    ...(records.isPending ? { choices: 'loading' } : records.isError ? { choices: 'failed' } : {}),
  };
}

/** A filter (or the search text) that is on, as its chip shows it. */
export interface ActiveFilter {
  key: string;
  text: string;
}

/**
 * The chips of what is on: the search text first, then each filter in the screen's order, in the tab's language
 * (the list's controller reads them as it renders).
 */
export function activeFilters<Search extends object>(
  search: Search & { search?: string },
  filters: readonly ListFilter<Search>[],
): ActiveFilter[] {
  const chips: ActiveFilter[] = search.search
    ? [{ key: 'search', text: translate(listMessages, 'searchChip', { search: search.search }) }]
    : [];
  for (const filter of filters) {
    const value: unknown = search[filter.key];
    if (value === undefined) continue;
    const option = filter.options.find((o) => o.value === value);
    const shown =
      option?.label ??
      (filter.choices === 'loading' ? '…' : (filter.labelOf?.(String(value)) ?? String(value)));
    chips.push({
      key: filter.key,
      text: translate(listMessages, 'filterChip', { filter: filter.label, value: shown }),
    });
  }
  return chips;
}

/** A list box per filter; the URL's value is matched by its text, so number values work too. */
export function ListFilterSelects<Search>({
  filters,
  values,
  onChange,
}: {
  filters: readonly ListFilter<Search>[];
  values: Partial<Record<keyof Search, unknown>>;
  onChange: (key: keyof Search & string, value: ListFilterOption['value'] | undefined) => void;
}) {
  // Called as a function too (it returns the list boxes alone): no hook here; the toolbar reads the words.
  const say = (key: keyof typeof listMessages.source, values: Record<string, string | number> = {}) =>
    translate(listMessages, key, values);
  return filters.map((filter) => {
    if (filter.drawnByScreen) return null;
    const current = values[filter.key];
    return (
      <FilterSelect
        key={filter.key}
        label={filter.label}
        className={filter.className ?? 'w-44'}
        placeholder={filter.choices === 'loading' ? say('loadingChoices') : undefined}
        options={[
          {
            value: 'all',
            label:
              filter.choices === 'failed' ? say('choicesFailed', { any: filter.anyLabel }) : filter.anyLabel,
          },
          ...filter.options.map((o) => ({
            value: String(o.value),
            label: o.count === undefined ? o.label : say('choiceCount', { choice: o.label, count: o.count }),
          })),
        ]}
        value={current === undefined ? undefined : String(current as ListFilterOption['value'])}
        onChange={(picked) =>
          onChange(filter.key, filter.options.find((o) => String(o.value) === picked)?.value)
        }
      />
    );
  });
}

/** The chips of what filters the list, each removable, and "Clear all"; nothing when no filter is on. */
export function FilterChips({
  chips,
  onRemove,
  onClearAll,
}: {
  chips: readonly ActiveFilter[];
  onRemove: (key: string) => void;
  onClearAll: () => void;
}) {
  const t = useMessages(listMessages);
  if (chips.length === 0) return null;
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2" role="group" aria-label={t('activeFilters')}>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              aria-label={t('removeFilter', { chip: chip.text })}
              onClick={() => onRemove(chip.key)}
              className="inline-flex max-w-full items-center gap-1 rounded-full border border-border bg-surface-muted px-3 py-1 text-sm text-fg hover:border-border-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
            >
              <span className="truncate">{chip.text}</span>
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5 shrink-0" fill="currentColor">
                <path d="M6.3 5.3 10 9l3.7-3.7 1 1L11 10l3.7 3.7-1 1L10 11l-3.7 3.7-1-1L9 10 5.3 6.3l1-1Z" />
              </svg>
            </button>
          </li>
        ))}
      </ul>
      <Button variant="ghost" size="sm" onClick={onClearAll}>
        {t('clearAll')}
      </Button>
    </div>
  );
}
