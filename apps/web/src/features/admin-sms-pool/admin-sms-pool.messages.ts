// The staff area's SMS number pool (docs/decisions/0049-languages.md): its list, states, dialogs and toasts.
import { defineMessages } from '@console/ui/i18n';

export const adminSmsPoolMessages = defineMessages(
  {
    /** Page heading of the pool of SMS numbers. */
    title: 'SMS numbers',
    /** Under that heading. */
    description: 'The pool of numbers aliases get their SMS numbers from: free, assigned or held back.',
    /** Caption of the table. */
    caption: 'SMS numbers in the pool',
    /** Shown when a search finds no number. */
    searchHint: 'Search for digits of the number, an alias or an organization.',
    /** Shown when the pool is empty. */
    empty: 'No SMS numbers in the pool',
    /** Label of the list's search box. */
    searchLabel: 'Search SMS numbers',
    /** Placeholder of the list's search box. */
    searchPlaceholder: 'Search by number, alias or organization',
    /** Button: add a number to the pool; also the add dialog's submit button. */
    addNumber: 'Add number',
    /** Title of the add dialog. */
    addTitle: 'Add a number to the pool',
    /** Column header and field label: the phone number. */
    number: 'Number',
    /** Hint under the number field. */
    numberHint: 'A North American number: +1 and ten digits.',
    /** Column header and filter label: the number's state in the pool. */
    state: 'State',
    /** The state filter's choice of no filter. */
    everyState: 'Every state',
    /** Column header and field label: the telephone company the number comes from. */
    provider: 'Provider',
    /** Column header: the alias that holds the number. */
    heldBy: 'Held by',
    /** In that column when no alias holds the number. */
    noAlias: 'No alias',
    /** Column header: when the number was added. */
    added: 'Added',
    /** State: the number is free to be given to an alias. */
    statusAvailable: 'Free',
    /** State: an alias holds the number. */
    statusAssigned: 'Assigned',
    /** State: the number is held back from aliases. */
    statusReserved: 'Reserved',
    /** Name of a row's menu for screen readers; {number} is the phone number. */
    actionsFor: 'Actions for {number}',
    /** Menu entry: give a held back number back to aliases. */
    makeFree: 'Make free',
    /** Menu entry: hold a free number back from aliases. */
    reserve: 'Reserve',
    /** Menu entry: take the number out of the pool. */
    release: 'Release',
    /** Title of the release dialog; {number} is the phone number. */
    releaseTitle: 'Release {number}?',
    /** The same title while the dialog closes (no number chosen). */
    releaseThis: 'Release this number?',
    /** Text of the release dialog; {provider} is the telephone company (e.g. Twilio). */
    releaseText:
      'No alias holds it. It leaves the pool and goes back to {provider}, so no alias can get it afterwards. This cannot be undone.',
    /** The same text while the dialog closes (no number chosen). */
    releaseTextNone:
      'No alias holds it. It leaves the pool and goes back to its provider, so no alias can get it afterwards. This cannot be undone.',
    /** Confirm button of the release dialog. */
    releaseConfirm: 'Release number',
    /** Error of the number field. */
    numberInvalid: 'Enter the ten digits after +1.',
    /** Error of the provider field. */
    pickProvider: 'Pick a provider.',
    /** Toast after adding a number; {number} is the phone number. */
    addedToast: '{number} is added to the pool.',
    /** Toast after holding a number back; {number} is the phone number. */
    reservedToast: '{number} is held back from aliases.',
    /** Toast after giving a number back; {number} is the phone number. */
    freedToast: '{number} is free for aliases again.',
    /** Toast after releasing a number; {number} is the phone number. */
    releasedToast: '{number} is released from the pool.',
    /**
     * Error when the number changed since the list was loaded; {number} is the phone number, {status} its state
     * now, {provider} its telephone company.
     */
    changedMeanwhile:
      '{status, select, available {Someone else changed {number} since the list was loaded: it is free with {provider} now. The list shows it as it is.} assigned {Someone else changed {number} since the list was loaded: it is assigned with {provider} now. The list shows it as it is.} other {Someone else changed {number} since the list was loaded: it is reserved with {provider} now. The list shows it as it is.}}',
    /** Why a number is left out of a bulk release; {alias} is the alias that holds it. */
    assignedTo: 'assigned to {alias}',
    /** The same when the alias's name is not known. */
    assignedToAnAlias: 'assigned to an alias',
  },
  {
    de: () => import('./locales/admin-sms-pool.de.po?raw'),
    fr: () => import('./locales/admin-sms-pool.fr.po?raw'),
  },
);
