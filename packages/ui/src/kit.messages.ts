// The kit's own words (docs/decisions/0049-languages.md): the defaults and the names for screen readers of the
// list, form and dialog components. The spinner's, the password input's and the shell's are in catalogs of
// their own (components/spinner.messages.ts, components/password.messages.ts, kit-shell.messages.ts), which load
// with the pages that show them.
import { defineMessages } from './i18n/index.ts';

export const kitMessages = defineMessages(
  {
    /** Name of a list's page navigation landmark, for screen readers. */
    pagination: 'Pagination',
    /** Under a list: which rows are shown; {first} and {last} are row numbers, {total} is the number of rows. */
    showing: 'Showing {first}–{last} of {total}',
    /** Label of the choice of how many rows a list page shows. */
    rowsPerPage: 'Rows per page',
    /** Button of a list's page navigation: the page before. */
    previous: 'Previous',
    /** Button of a list's page navigation: the page after. */
    next: 'Next',
    /** Name of a numbered page button, for screen readers; {page} is the page's number. */
    page: 'Page {page}',
    /** Name of the checkbox in a table's header that selects every row, for screen readers. */
    selectAllRows: 'Select all rows',
    /** Name of a row's checkbox, for screen readers; {row} is the row's name (e.g. a user's name). */
    selectRow: 'Select {row}',
    /** Header of a table's last column (its row menus), for screen readers only. */
    actions: 'Actions',
    /** Said to screen readers while a table loads; {caption} is the table's name (e.g. "Users"). */
    loadingTable: 'Loading {caption}',
    /** Name of a long table's scrolling area, for screen readers; {caption} is the table's name (e.g. "Users"). */
    scrollableTable: '{caption}, scrollable',
    /** Title shown where a list or a search finds nothing (also a choice list's default text then). */
    noResults: 'No results',
    /** Under "No results" in an empty table. */
    noResultsDetail: 'Nothing matches what you asked for.',
    /** Name of a dialog's close button (an ×), for screen readers. */
    close: 'Close',
    /** Default title where loading failed. */
    somethingWentWrong: 'Something went wrong',
    /** Button where loading failed: load again. */
    tryAgain: 'Try again',
    /** A choice list's text while nothing is chosen. */
    selectPlaceholder: 'Select…',
    /** Name of the arrow button beside a searchable choice list, for screen readers. */
    showOptions: 'Show options',
    /** A confirmation dialog's default confirm button. */
    delete: 'Delete',
    /** A confirmation dialog's default cancel button. */
    cancel: 'Cancel',
    /** Label of the field where a person types a record's name to confirm deleting it; {name} is that name. */
    typeToConfirm: 'Type “{name}” to confirm',
    /** A copy button; {what} is what it copies, already in the page's language (e.g. "key"). */
    copy: 'Copy {what}',
    /** Beside a copy button for a moment after the copy worked. */
    copied: 'Copied',
    /** Beside a copy button when the browser refused to copy. */
    copyFailed: 'Could not copy: select the text and copy it',
    /** Name of a picture of a person's initials when the person has no name. */
    unknownUser: 'Unknown user',
    /** Label of the colour theme choice. */
    theme: 'Theme',
    /** Theme choice: always light colours. */
    themeLight: 'Light',
    /** Theme choice: always dark colours. */
    themeDark: 'Dark',
    /** Theme choice: follow the operating system's setting. */
    themeSystem: 'System',
  },
  { de: () => import('./locales/kit.de.po?raw'), fr: () => import('./locales/kit.fr.po?raw') },
);
