// The staff area's service types (docs/decisions/0049-languages.md): what customers can order, its list, form,
// dialogs and toasts.
import { defineMessages } from '@console/ui/i18n';

export const adminServiceTypesMessages = defineMessages(
  {
    /** Page heading of the list of service types; also its breadcrumb and the table's caption. */
    title: 'Service types',
    /** Under that heading. */
    description: 'What a customer can order, at what price per month.',
    /** Button and page heading: add a service type; also the add form's submit button. */
    add: 'Add service type',
    /** Shown when a search finds no service type. */
    searchHint: 'Search for part of the name, the code or the description.',
    /** Shown when there are no service types at all. */
    empty: 'No service types yet',
    /** Under that. */
    emptyText: 'Add what customers can order.',
    /** Label of the list's search box. */
    searchLabel: 'Search service types',
    /** Placeholder of the list's search box. */
    searchPlaceholder: 'Search by name, code or description',
    /** Column header and field label. */
    name: 'Name',
    /** Column header and field label: a short unique code. */
    code: 'Code',
    /** Hint under the code field. */
    codeHint: 'Lower-case letters, digits and dashes; unique.',
    /** Column header and field label: the kind of service (virtual desktop, phone, …). */
    kind: 'Kind',
    /** Column header: the price per month. */
    perMonth: 'Per month',
    /** Column header: how many services use the type. */
    inUseColumn: 'In use',
    /** Column header. */
    status: 'Status',
    /** In the "In use" column; {count} is the number of services using the type. */
    inUse: '{count, plural, one {In use by # service} other {In use by # services}}',
    /** In the "In use" column when no service uses the type. */
    notInUse: 'Not in use',
    /** Status of a type that can no longer be ordered. */
    retired: 'Retired',
    /** Title of the dialog that refuses to delete a type in use; {name} is the type. */
    cannotDeleteTitle: '{name} cannot be deleted',
    /** The same title while the dialog closes (no type chosen). */
    cannotDeleteThis: 'This service type cannot be deleted',
    /** Text of that dialog; {count} is the number of services using the type. */
    cannotDeleteText:
      '{count, plural, one {In use by # service. Retire it instead: a retired type can no longer be ordered, and the services under it keep running.} other {In use by # services. Retire it instead: a retired type can no longer be ordered, and the services under it keep running.}}',
    /** Button that closes that dialog. */
    ok: 'OK',
    /** Title of the delete dialog; {name} is the type. */
    deleteTitle: 'Delete {name}?',
    /** The same title while the dialog closes (no type chosen). */
    deleteThis: 'Delete this service type?',
    /** Text of the delete dialog. */
    deleteText: 'No service uses it. Customers can no longer order it. This cannot be undone.',
    /** Confirm button of the delete dialog. */
    deleteConfirm: 'Delete service type',
    /** Page heading of the edit page; {name} is the type. */
    editTitle: 'Edit {name}',
    /** Under that heading; {count} is the number of services using the type. */
    inUseDescription: '{count, plural, one {In use by # service.} other {In use by # services.}}',
    /** Under that heading when no service uses the type. */
    notInUseDescription: 'Not in use by any service.',
    /** Hint under the kind field of a type in use; {count} is the number of services using it. */
    kindLocked:
      '{count, plural, one {In use by # service: the kind cannot change.} other {In use by # services: the kind cannot change.}}',
    /** Field label. */
    descriptionField: 'Description',
    /** Field label: the price per month in US dollars. */
    price: 'Price per month (USD)',
    /**
     * Under the price field when it cannot be read; {whole}, {cents} and {grouped} are 49, 49.90 and 1,299.50
     * written as the language writes them (German 49,90 and 1.299,50: a list may need "oder" where English has a comma).
     */
    priceInvalid: 'Enter the price in dollars, e.g. {whole}, {cents} or {grouped}.',
    /** Switch label: customers can order the type. */
    canBeOrdered: 'Can be ordered',
    /** Under that switch. */
    canBeOrderedHint: 'A retired type can no longer be ordered; services under it keep running.',
    /** What the form changes, inside the sentences of its notice of a change by another person. */
    conflictWhat: 'this service type',
    /** Submit button of the edit form. */
    saveChanges: 'Save changes',
    /** Error of the kind field. */
    pickCategory: 'Pick a category.',
    /** Toast after adding a type; {name} is its name. */
    added: '{name} is added.',
    /** Toast after saving a type; {name} is its name. */
    saved: 'Changes to {name} are saved.',
    /** Toast after deleting a type; {name} is its name. */
    deleted: '{name} is deleted.',
    /** Kind of service: an alias (another name of an organization). */
    categoryAlias: 'Alias',
    /** Kind of service. */
    categoryVirtualDesktop: 'Virtual desktop',
    /** Kind of service. */
    categoryVirtualPhone: 'Virtual phone',
    /** Kind of service. */
    categorySmsNumber: 'SMS number',
    /** Kind of service. */
    categoryFileSharing: 'File sharing',
    /** Kind of service. */
    categoryResourcePool: 'Resource pool',
  },
  {
    de: () => import('./locales/admin-service-types.de.po?raw'),
    fr: () => import('./locales/admin-service-types.fr.po?raw'),
  },
);
