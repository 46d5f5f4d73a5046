// The words of a list's "Views" menu, "Columns" dialog and saved views' dialogs (docs/decisions/0049-languages.md),
// loaded with their code on first use. {name} is a view's name as its owner typed it.
import { defineMessages, getLocale } from '@console/ui/i18n';

export const viewsMessages = defineMessages(
  {
    /** The toolbar's menu of saved views. */
    views: 'Views',
    /** The toolbar's button that opens the choice of columns, and that dialog's title. */
    columns: 'Columns',
    /** In the views menu while the views load. */
    loadingViews: 'Loading views…',
    /** In the views menu when they could not be loaded. */
    viewsFailed: 'Views could not be loaded',
    /** In the views menu when the person has none. */
    noViews: 'No saved views yet',
    /** In the views menu, the view applied, ticked: {view} is its name with its marks below. */
    appliedView: '✓ {view}',
    /** After a view's name when the list was changed since it was applied. */
    changedMark: '{view} (changed)',
    /** After a view's name when the list opens with it. */
    defaultMark: '{view} (default)',
    /** Menu item: saves the list's state into the view applied. */
    updateView: 'Update view',
    /** Menu item while a view is applied: saves the list's state as another view. */
    saveAsNew: 'Save as new view…',
    /** Menu item: saves the list's filters, search, sort and columns as a view. */
    saveCurrent: 'Save current view…',
    /** Menu item: opens the dialog that renames and deletes views. */
    manageViews: 'Rename or delete views…',
    /** Title of the save dialog while a view is applied. */
    saveAsNewTitle: 'Save as new view',
    /** Title of the save dialog. */
    saveCurrentTitle: 'Save current view',
    /** A toast once a view's changes are saved; {name} is the view's name. Use your language's quotation marks. */
    viewUpdated: 'The view “{name}” is updated.',
    /** Text of the save dialog. */
    saveText: "Keeps this list's filters, search, sort and columns under a name. Only you see your views.",
    /** Label of a view's name field. */
    name: 'Name',
    /** A checkbox in the save dialog. */
    openWithView: 'Open the list with this view',
    /** What it does. */
    openWithViewDescription: 'Your default view: it applies when you open the list without filters.',
    /** Button: closes a dialog without saving. */
    cancel: 'Cancel',
    /** The save dialog's button. */
    saveView: 'Save view',
    /** A toast once a view is saved; {name} is its name. */
    viewSaved: 'The view “{name}” is saved.',
    /** A toast once a view is renamed; {name} is its new name. */
    viewRenamed: 'The view is renamed “{name}”.',
    /** Title of the dialog that renames and deletes views. */
    manageTitle: 'Your views of this list',
    /** Button: closes a dialog. */
    done: 'Done',
    /** In that dialog once every view is deleted. */
    noViewsLeft: 'No saved views left.',
    /** Label of the field that renames a view; {name} is its name now. */
    newNameFor: 'New name for “{name}”',
    /** Button: saves the new name. */
    saveName: 'Save name',
    /** Beside the view the list opens with. */
    defaultView: '(default)',
    /** Button (for screen readers, with the view's name): the list no longer opens with the view. */
    stopOpeningWith: 'Stop opening with {name}',
    /** Button (for screen readers, with the view's name): the list opens with the view. */
    openWith: 'Open with {name}',
    /** Button: the list no longer opens with this view. */
    notDefault: 'Not default',
    /** Button: the list opens with this view. */
    makeDefault: 'Make default',
    /** Button (for screen readers, with the view's name). */
    renameView: 'Rename {name}',
    /** Button. */
    rename: 'Rename',
    /** Button (for screen readers, with the view's name). */
    deleteView: 'Delete {name}',
    /** Button. */
    delete: 'Delete',
    /** Title of the question before a view is deleted. */
    deleteTitle: 'Delete this view?',
    /** Text of that question. */
    deleteText: '“{name}” goes from your views. The list and its rows do not change.',
    /** Button of that question. */
    deleteConfirm: 'Delete view',
    /** A toast once a view is deleted. */
    viewDeleted: 'The view “{name}” is deleted.',
    /** A toast when the view was deleted elsewhere meanwhile. */
    viewGone: 'This view no longer exists: it may have been deleted in another tab or on another device.',
    /** Under the name field: the name is the one kept for the list's columns. */
    nameReserved: 'This name is kept for the list’s columns; choose another.',
    /** A toast when the columns chosen could not be kept on the server. */
    columnsNotKept: 'Your columns are shown, but could not be kept for your next visit.',
    /** Text of the columns dialog; {column} is the column that identifies a row ("Name"). */
    columnsText: 'Choose the columns and their order. {column} is always shown.',
    /** Button of the columns dialog: back to the list's own columns. */
    resetColumns: 'Reset columns',
    /** Name of the list of columns, for screen readers. */
    columnsInOrder: 'Columns in order',
    /** Button (for screen readers): moves a column up; {column} is its name. */
    moveUp: 'Move {column} up',
    /** Button (for screen readers): moves a column down. */
    moveDown: 'Move {column} down',
    /** Starts the line under a list's toolbar that names the view applied (its name follows, in bold). */
    viewLabel: 'View:',
    /** After that line's name when the list was changed since. */
    changedSuffix: '(changed)',
  },
  {
    de: () => import('./locales/views.de.po?raw'),
    fr: () => import('./locales/views.fr.po?raw'),
  },
);

// In a tab already in German or French, the translations start loading with the code that shows them, so that
// its first words are already in that language (a later switch of language loads them before it switches).
viewsMessages.load(getLocale()).catch(() => undefined);
