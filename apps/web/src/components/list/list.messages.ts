// The words of the lists every list screen shares (docs/decisions/0049-languages.md): the toolbar, the filters
// and their chips, the empty states, the row menus, the selection bar and its bulk actions. The bulk panel's and
// the export's are actions/actions.messages.ts, the views' and columns' views/views.messages.ts (their code
// loads on first use).
//
// Values a screen passes: {noun} and {nouns} are a row in the singular and the plural ("user", "users"; in German
// and French as the screen's catalog gives them, nominative, without article: "Benutzer", "utilisateurs"). A bulk
// action's words (bulk-actions.ts) are {label} (its button: "Deactivate"), {doing} (while it runs, before the
// rows: "Deactivating") and {done} (its outcome: "deactivated"). {reason} says why a row is left out, after
// "is"/"are" ("already closed", "the Account Owner").
import { defineMessages, getLocale } from '@console/ui/i18n';

export const listMessages = defineMessages(
  {
    /** Beside a list's toolbar while the rows are being read again (after a change of filter, sort or page). */
    updating: 'Updating…',
    /** A button over the table when rows someone else created are held back; pressing it shows them. {noun}/{nouns} name the rows (user/users). */
    newRowsShow: '{count, plural, one {# new {noun} — show} other {# new {nouns} — show}}',
    /** Beside the first cell of a row someone else deleted; the row goes at the list's next refresh. */
    deletedMark: 'Deleted',
    /** A list's toolbar button that opens the saved views menu (a stand-in while its code loads). */
    views: 'Views',
    /** A list's toolbar button that opens the choice of columns (a stand-in while its code loads). */
    columns: 'Columns',
    /** A list's toolbar button that exports the list to a file. */
    export: 'Export',
    /** Under the Export button when pressed offline. */
    exportOffline: 'You are offline: the export can start once the connection is back.',
    /** On a phone, the button that shows and hides the list's filters. */
    filters: 'Filters',
    /** That button while some filters are on; {count} is how many. */
    filtersOn: 'Filters ({count})',
    /** The label of the status filter of records that are active or suspended. */
    status: 'Status',
    /** That filter's first choice: no filter. */
    everyStatus: 'Every status',
    /** A record's status: in use. */
    active: 'Active',
    /** A record's status: suspended by the staff. */
    suspended: 'Suspended',
    /** A person's account status: may not sign in. */
    inactive: 'Inactive',
    /** The chip of the list's search text; {search} is what was typed. Use your language's quotation marks. */
    searchChip: 'Search: “{search}”',
    /** The chip of a filter that is on: {filter} is the filter's name ("Status"), {value} its value ("Active"). */
    filterChip: '{filter}: {value}',
    /** In a filter's list box while its choices load. */
    loadingChoices: 'Loading…',
    /** A filter's first choice (no filter, e.g. "Every organization") when its choices could not be loaded; {any} is that choice. */
    choicesFailed: '{any} (the list did not load)',
    /** A filter's choice with how many rows have it: {choice} is the choice, {count} the number. */
    choiceCount: '{choice} ({count})',
    /** Name of the group of filter chips, for screen readers. */
    activeFilters: 'Active filters',
    /** A chip's button, for screen readers; {chip} is the chip's text ("Status: Active"). */
    removeFilter: 'Remove filter {chip}',
    /** Button after the chips: turns every filter and the search off. */
    clearAll: 'Clear all',
    /** Empty-state title of a page past the list's last (an old link); {page} is its number. */
    pageEmpty: 'Page {page} is empty',
    /** Text under it: {total} rows in {pages} pages. */
    pageEmptyText:
      '{total, plural, one {There is # {noun}} other {There are # {nouns}}}, on {pages, plural, one {# page} other {# pages}}.',
    /** Button under it. */
    goToPage: 'Go to page {page}',
    /** Empty-state title when the search finds nothing; {search} is the text searched for. */
    noMatchSearch: 'No {nouns} match “{search}”',
    /** Empty-state title when the filters leave nothing. */
    noMatchFilters: 'No {nouns} match these filters',
    /** Button under it: removes the search text. */
    clearSearch: 'Clear the search',
    /** Button under it: turns every filter and the search off. */
    clearAllFilters: 'Clear all filters',
    /** Name of a list's page buttons, for screen readers. */
    pagesOf: 'Pages of {nouns}',
    /** A card's title with how many rows it lists: {title} is the card's title, {count} the number. */
    cardTitle: '{title} ({count})',
    /** A row's menu item that opens the row's edit form. */
    edit: 'Edit',
    /** A row's menu item, and a details page's button, that deletes the record. */
    delete: 'Delete',
    /** That menu item when the row cannot be deleted; {reason} says why ("in use"). */
    deleteBlocked: 'Delete ({reason})',
    /** A row's menu button, for screen readers; {name} names the row. */
    actionsFor: 'Actions for {name}',
    /** Bulk action button on the selected rows. */
    activate: 'Activate',
    /** While that action runs (before the rows' noun: "Activating users"). */
    activating: 'Activating',
    /** Its outcome ("3 users activated"). */
    activated: 'activated',
    /** Bulk action button: deletes the selected rows. */
    bulkDelete: 'Delete',
    /** While that action runs (before the rows' noun: "Deleting users"). */
    deleting: 'Deleting',
    /** Its outcome ("3 users deleted"). */
    deleted: 'deleted',
    /** Why a row is left out of an action: it is already so; {done} is the action's outcome ("deactivated"). */
    already: 'already {done}',
    /** The rows an action leaves out and why: {names} names them ("Ann and Bob"), {count} counts them. */
    leftOutReason: '{names} {count, plural, one {is} other {are}} {reason}',
    /** Between two such reasons. */
    reasonSeparator: '; ',
    /** The first rows' names and how many more: {names} is the first names ("Ann, Bob, Cid"), {more} the rest's count. */
    namesAndMore: '{names} and {more} more',
    /** The last name of a few: {names} are the others ("Ann, Bob"), {last} the last ("Cid"). */
    namesAndLast: '{names} and {last}',
    /** Said to screen readers when a change of filter cleared the selection. */
    selectionCleared: 'The filters changed, so the selection is cleared.',
    /** Under the selection bar when an action is pressed offline. */
    offlineNothingChanged: 'You are offline: nothing was changed. Try again once the connection is back.',
    /** Name of the bar above a list while rows are selected, for screen readers. */
    selection: 'Selection',
    /** In that bar: how many rows are selected. */
    selectedCount: '{count} selected',
    /** In that bar when every row that matches is selected (on every page). */
    allSelected: '{count, plural, one {All # {noun} selected} other {All # {nouns} selected}}',
    /** Button in that bar: selects every row that matches, on every page; {count} is how many. */
    selectAllMatching: 'Select all {count} matching',
    /** Button in that bar: unselects every row. */
    clearSelection: 'Clear selection',
    /** In that bar while the matching rows are read, page by page, for an action. */
    collecting: 'Collecting the {nouns}…',
    /** The same, with how far it is: {loaded} of {total} rows. */
    collectingProgress: 'Collecting the {nouns}: {loaded} of {total}…',
    /** A toast when those rows could not be read. */
    collectFailed: 'The {nouns} could not be loaded.',
    /** In that bar when the action pressed has nothing to do; {action} is the action in lower case ("close"), {leftOut} why. */
    nothingTo: 'Nothing to {action}: {leftOut}.',
    /** Said after the rows' noun while an Undo runs ("Undoing users"). */
    undoing: 'Undoing',
    /** An Undo's outcome ("2 could not be put back"). */
    putBack: 'put back',
    /** The question before an action on the selected rows: {label} is the action ("Deactivate"). */
    confirmTitle: '{count, plural, one {{label} # {noun}?} other {{label} # {nouns}?}}',
    /** The question's button. */
    confirmButton: '{count, plural, one {{label} # {noun}} other {{label} # {nouns}}}',
    /** The question's text when some selected rows are left out: {count} of {of} change, {leftOut} says why the others do not. */
    confirmSome: '{count} of {of} will be {done}; {leftOut}.',
    /** The question's text: {names} names the rows ("Ann, Bob and 3 more"), {count} counts them. */
    confirmAll: '{count, plural, one {{names} will be {done}.} other {{names} will be {done}.}}',
    /** After that, when the action has an Undo. */
    canUndo: 'You can undo it right after.',
    /** After that, when the action cannot be undone. */
    cannotUndo: 'This cannot be undone.',
    /** A toast when an action went through for every row; {done} is its outcome ("deactivated"). */
    doneToast: '{count, plural, one {# {noun} {done}.} other {# {nouns} {done}.}}',
    /** Under that toast: the rows left out and why. */
    leftOutToast: 'Left out: {leftOut}.',
    /** That toast's button: puts the rows back as they were. */
    undo: 'Undo',
    /** A toast when an Undo went through for every row. */
    undoneToast:
      '{count, plural, one {Undone: # {noun} back as they were.} other {Undone: # {nouns} back as they were.}}',
    /** A toast when an action finished after its list was left, with failures: {failed} of {count} rows failed. */
    failedAwayToast:
      '{count, plural, one {{failed} of # {noun} could not be {done}.} other {{failed} of # {nouns} could not be {done}.}}',
    /** A failed row in that toast: {name} names the row, {message} says why. */
    failureLine: '{name}: {message}',
    /** Between two failed rows in that toast. */
    failureSeparator: '; ',
    /** After the first five failed rows in that toast, when there are more. */
    moreFailures: '; …',
    /** A row count with its noun ("1 user", "3 users"). */
    countNouns: '{count, plural, one {# {noun}} other {# {nouns}}}',
  },
  {
    de: () => import('./locales/list.de.po?raw'),
    fr: () => import('./locales/list.fr.po?raw'),
  },
);

// In a tab already in German or French, the translations start loading with the code that shows them, so that
// its first words are already in that language (a later switch of language loads them before it switches).
listMessages.load(getLocale()).catch(() => undefined);
