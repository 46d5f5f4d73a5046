import { Button, EmptyState } from '@console/ui';

import { useListContext } from './list-context';

/**
 * What an empty list says: a page past the last ("Page 7 is empty", with the way back), nothing matching the
 * search or the filters (with the way out), or the screen's own "nothing yet".
 */
export function ListEmpty() {
  const { list } = useListContext();
  const { options, search, chips, lastPage, setSearch } = list;
  const data = list.query.data;
  if (list.pastTheEnd && data) {
    return (
      <EmptyState
        title={`Page ${data.page} is empty`}
        description={`There are ${data.total} ${options.noun.other}, on ${lastPage} ${lastPage === 1 ? 'page' : 'pages'}.`}
        action={
          <Button variant="secondary" onClick={() => setSearch({ page: lastPage })}>
            Go to page {lastPage}
          </Button>
        }
      />
    );
  }
  if (chips.length === 0) return options.empty;
  const searchOnly = chips.length === 1 && search.search;
  return (
    <EmptyState
      title={
        searchOnly
          ? `No ${options.noun.other} match “${search.search}”`
          : `No ${options.noun.other} match these filters`
      }
      description={options.searchHint}
      action={
        <Button variant="secondary" onClick={list.clearFilters}>
          {searchOnly ? 'Clear the search' : 'Clear all filters'}
        </Button>
      }
    />
  );
}
