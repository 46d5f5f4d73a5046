import { Button, EmptyState } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { listMessages } from './list.messages';
import { useListContext } from './list-context';

/**
 * What an empty list says: a page past the last ("Page 7 is empty", with the way back), nothing matching the
 * search or the filters (with the way out), or the screen's own "nothing yet".
 */
export function ListEmpty() {
  const t = useMessages(listMessages);
  const { list } = useListContext();
  const { options, search, chips, lastPage, setSearch } = list;
  const nouns = { noun: options.noun.one, nouns: options.noun.other };
  const data = list.query.data;
  if (list.pastTheEnd && data) {
    return (
      <EmptyState
        title={t('pageEmpty', { page: data.page })}
        description={t('pageEmptyText', { total: data.total, pages: lastPage, ...nouns })}
        action={
          <Button variant="secondary" onClick={() => setSearch({ page: lastPage })}>
            {t('goToPage', { page: lastPage })}
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
          ? t('noMatchSearch', { search: search.search ?? '', ...nouns })
          : t('noMatchFilters', nouns)
      }
      description={options.searchHint}
      action={
        <Button variant="secondary" onClick={list.clearFilters}>
          {t(searchOnly ? 'clearSearch' : 'clearAllFilters')}
        </Button>
      }
    />
  );
}
