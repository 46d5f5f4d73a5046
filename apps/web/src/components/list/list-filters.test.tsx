// @vitest-environment jsdom
// The filters' chips and list boxes for what the screens pass besides fixed choices: choices loaded from
// records (an organisation's name, not its id), a status word the API names, a control the screen draws
// itself (docs/decisions/0028-list-power.md).
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { activeFilters, type ListFilter, ListFilterSelects, recordFilter } from './list-filters';

type Search = { search?: string; organization?: number; status?: string };

const organizations = { items: [{ id: 7, name: 'Globex' }] };
const organization = (records: Parameters<typeof recordFilter>[1]) =>
  recordFilter<Search>(
    { key: 'organization', label: 'Organization', anyLabel: 'Every organization' },
    records,
  );
const status: ListFilter<Search> = {
  key: 'status',
  label: 'Status',
  anyLabel: 'Every status',
  options: [],
  labelOf: (word) => word.toUpperCase(),
  drawnByScreen: true,
};

afterEach(cleanup);

describe('activeFilters', () => {
  it('names a record by its name once the choices are here, and says … while they load', () => {
    const search = { organization: 7 };
    expect(
      activeFilters(search, [organization({ data: organizations, isPending: false, isError: false })]),
    ).toEqual([{ key: 'organization', text: 'Organization: Globex' }]);
    expect(activeFilters(search, [organization({ isPending: true, isError: false })])).toEqual([
      { key: 'organization', text: 'Organization: …' },
    ]);
    // The choices failed: the id is all there is to show.
    expect(activeFilters(search, [organization({ isPending: false, isError: true })])).toEqual([
      { key: 'organization', text: 'Organization: 7' },
    ]);
  });

  it('names a value outside the options with the filter’s own words, after the search text', () => {
    expect(activeFilters({ search: 'east', status: 'in_use' }, [status])).toEqual([
      { key: 'search', text: 'Search: “east”' },
      { key: 'status', text: 'Status: IN_USE' },
    ]);
  });
});

describe('ListFilterSelects', () => {
  const draw = (filters: ListFilter<Search>[], values: Search = {}) =>
    render(<>{ListFilterSelects<Search>({ filters, values, onChange: () => {} })}</>);

  it('draws no list box for a filter the screen draws itself', () => {
    draw([status, organization({ data: organizations, isPending: false, isError: false })]);
    expect(screen.queryByRole('button', { name: /^Status/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^Organization Every organization/ })).toBeTruthy();
  });

  it('says the choices are loading, or that they did not load', () => {
    draw([organization({ isPending: true, isError: false })], { organization: 7 });
    expect(screen.getByRole('button', { name: /^Organization Loading…/ })).toBeTruthy();
    cleanup();
    draw([organization({ isPending: false, isError: true })]);
    expect(
      screen.getByRole('button', { name: /^Organization Every organization \(the list did not load\)/ }),
    ).toBeTruthy();
  });
});
