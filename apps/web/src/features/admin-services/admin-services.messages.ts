// The words of the staff area's aliases and services (docs/decisions/0049-languages.md); they load with its
// screens.
import { defineMessages } from '@console/ui/i18n';

export const adminServicesMessages = defineMessages(
  {
    /** Page heading of a services list, its table's name and its tab; {kind} is the service kind. */
    kindTitle:
      '{kind, select, virtualdesktops {Virtual desktops} virtualphones {Virtual phones} smsnumbers {SMS numbers} aliases {Aliases} other {Resource pools}}',
    /** A row of the kind's list, singular (used in counts built by the list). */
    kindOne:
      '{kind, select, virtualdesktops {virtual desktop} virtualphones {virtual phone} smsnumbers {SMS number} aliases {alias} other {resource pool}}',
    /** Rows of the kind's list, plural. */
    kindOther:
      '{kind, select, virtualdesktops {virtual desktops} virtualphones {virtual phones} smsnumbers {SMS numbers} aliases {aliases} other {resource pools}}',
    /** Heading of the kind's empty list. */
    kindEmpty:
      '{kind, select, virtualdesktops {No virtual desktops yet} virtualphones {No virtual phones yet} smsnumbers {No SMS numbers yet} aliases {No aliases yet} other {No resource pools yet}}',
    /** Accessible name of the kind's search field. */
    kindSearch:
      '{kind, select, virtualdesktops {Search virtual desktops} virtualphones {Search virtual phones} smsnumbers {Search SMS numbers} aliases {Search aliases} other {Search resource pools}}',
    /** Accessible name of the status counts above the kind's list. */
    kindByStatus:
      '{kind, select, virtualdesktops {Virtual desktops by status} virtualphones {Virtual phones by status} smsnumbers {SMS numbers by status} aliases {Aliases by status} other {Resource pools by status}}',
    /** Under the services list's heading. */
    servicesDescription: 'Services of every organization, by kind.',
    /** Accessible name of the tabs between the kinds' lists. */
    serviceKinds: 'Service kinds',
    /** Under "nothing matches" in a services list. */
    servicesSearchHint: 'Search for part of the name, the organization or the alias.',
    /** Placeholder of a services list's search field. */
    servicesSearchPlaceholder: 'Search by name, organization or alias',
    /** While the status counts load. */
    counting: 'Counting…',
    /** The status count that clears the status filter. */
    all: 'All',
    /** Column header and fact label. */
    name: 'Name',
    /** Column header and fact label. */
    statusLabel: 'Status',
    /** Column header and fact label. */
    organization: 'Organization',
    /** Column header of the services list: the alias a service belongs to. */
    alias: 'Alias',
    /** Column header, filter and fact label. */
    location: 'Location',
    /** Column header and filter: the resource pool. */
    pool: 'Pool',
    /** Column header and fact label: creation date. */
    created: 'Created',
    /** Column header of the exported file: the record's id. */
    id: 'Id',
    /** Page heading and table name of the staff aliases list; breadcrumb back to it. */
    aliasesTitle: 'Aliases',
    /** Under the aliases list's heading. */
    aliasesDescription: 'Every alias of every organization.',
    /** The aliases list's row noun, singular. */
    aliasOne: 'alias',
    /** The aliases list's row noun, plural. */
    aliasOther: 'aliases',
    /** Under "nothing matches" in the aliases list. */
    aliasesSearchHint: 'Search for part of the name, the e-mail or the organization.',
    /** Heading of the empty aliases list. */
    aliasesEmpty: 'No aliases yet',
    /** Text of the empty aliases list. */
    aliasesEmptyText: 'Aliases appear here as organizations add them.',
    /** Accessible name of the aliases list's search field. */
    aliasesSearch: 'Search aliases',
    /** Placeholder of the aliases list's search field. */
    aliasesSearchPlaceholder: 'Search by name, e-mail or organization',
    /** Column header in the exported file. */
    aliasId: 'Alias id',
    /** Column header. */
    email: 'E-mail',
    /** Column header: an alias's services. */
    services: 'Services',
    /** Column header in the exported file. */
    desktops: 'Desktops',
    /** Column header in the exported file. */
    phones: 'Phones',
    /** Column header in the exported file and table title. */
    smsNumbers: 'SMS numbers',
    /** An alias's services; each value is a number. */
    servicesOf:
      '{desktops, plural, one {# desktop} other {# desktops}}, {phones, plural, one {# phone} other {# phones}}, {sms, number} SMS',
    /** Column header: a desktop's plan. */
    plan: 'Plan',
    /** Column header and fact label: a phone number. */
    number: 'Number',
    /** Column header and fact label: a phone's label. */
    label: 'Label',
    /** Column header: an SMS number's messages. */
    messages: 'Messages',
    /** Column header: a social network. */
    platform: 'Platform',
    /** Column header: the social account's user name. */
    account: 'Account',
    /** Table title on an alias's page. */
    virtualDesktops: 'Virtual desktops',
    /** Table title on an alias's page. */
    virtualPhones: 'Virtual phones',
    /** Table title on an alias's page. */
    socialAccounts: 'Social accounts',
    /** Table names on an alias's page; {table} is which table, {alias} the alias's name. */
    tableOf:
      '{table, select, desktops {Virtual desktops of {alias}} phones {Virtual phones of {alias}} sms {SMS numbers of {alias}} other {Social accounts of {alias}}}',
    /** Empty table on an alias's page. */
    noVirtualDesktops: 'No virtual desktops',
    /** Empty table on an alias's page. */
    noVirtualPhones: 'No virtual phones',
    /** Empty table on an alias's page. */
    noSmsNumbers: 'No SMS numbers',
    /** Empty table on an alias's page. */
    noSocialAccounts: 'No social accounts',
    /** Card heading on an alias's page. */
    aliasCard: 'Alias',
    /** Fact label. */
    primaryUser: 'Primary user',
    /** When a value is missing. */
    none: 'None',
    /** Card heading on an alias's page. */
    fileSharing: 'File sharing',
    /** Fact label: the number of file shares. */
    shares: 'Shares',
    /** Fact label. */
    storageUsed: 'Storage used',
    /** Storage used; {used} and {quota} are sizes, {percent} a number. */
    storageOf: '{used} of {quota} ({percent}%)',
    /** Desktop action button and bulk action. */
    start: 'Start',
    /** Desktop action button and bulk action. */
    stop: 'Stop',
    /** Desktop action button and bulk action. */
    restart: 'Restart',
    /** Progress of the bulk action. */
    starting: 'Starting',
    /** Progress of the bulk action. */
    stopping: 'Stopping',
    /** Progress of the bulk action. */
    restarting: 'Restarting',
    /** Result of the bulk action ("3 virtual desktops started"). */
    started: 'started',
    /** Result of the bulk action. */
    stopped: 'stopped',
    /** Result of the bulk action. */
    restarted: 'restarted',
    /** Why a desktop is skipped by a bulk action; {outcome} is started or stopped. */
    already: '{outcome, select, started {already started} other {already stopped}}',
    /** Why a desktop is skipped by the bulk restart. */
    notRunning: 'not running',
    /** Asked before the bulk stop. */
    stopConsequence: 'Everyone working on them is disconnected and their open sessions end.',
    /** Error of a list row that is no alias's desktop; {name} is the desktop. */
    noAlias: '{name} belongs to no alias.',
    /** Toast after a desktop action; {name} is the desktop. */
    desktopActionDone:
      '{action, select, start {{name} is starting.} stop {{name} is stopped.} other {{name} is restarting.}}',
    /** Under a desktop's heading; {alias} is the alias's name. */
    desktopOf: 'Virtual desktop of {alias}',
    /** Card heading: the desktop's remote connection. */
    rdpConnection: 'RDP connection',
    /** Under that heading. */
    rdpChecked: 'Checked again by itself, often while the desktop is changing.',
    /** Accessible name of the live connection status. */
    rdpStatus: 'RDP connection status',
    /** Label of the connection's status. */
    connection: 'Connection',
    /** Label of the desktop's status; card heading of the desktop's facts. */
    desktop: 'Desktop',
    /** Fact label. */
    connectedUser: 'Connected user',
    /** Nobody is connected. */
    nobody: 'Nobody',
    /** Fact label. */
    clientIp: 'Client IP',
    /** Fact label. */
    sessionSince: 'Session since',
    /** No session is open. */
    noSession: 'No session',
    /** Fact label. */
    lastChecked: 'Last checked',
    /** Fact label. */
    image: 'Image',
    /** Fact label: CPU, memory and disk. */
    size: 'Size',
    /** The desktop's size; {cores} is a number, {memory} and {disk} sizes. */
    sizeValue: '{cores} vCPU, {memory} memory, {disk} disk',
    /** Fact label. */
    hostName: 'Host name',
    /** Fact label. */
    ipAddress: 'IP address',
    /** Fact label. */
    lastStarted: 'Last started',
    /** Never started. */
    never: 'Never',
    /** Heading of the confirm dialog; {name} is the desktop. */
    confirmTitle: '{action, select, stop {Stop {name}?} other {Restart {name}?}}',
    /** Text of the stop dialog; {alias} is the alias's name. */
    stopMessage:
      "{alias}'s desktop shuts down and anyone connected to it is disconnected. It stays off until someone starts it.",
    /** Text of the restart dialog; {alias} is the alias's name. */
    restartMessage:
      "{alias}'s desktop shuts down and starts again; anyone connected to it is disconnected for a short while.",
    /** Confirm button. */
    stopDesktop: 'Stop desktop',
    /** Confirm button. */
    restartDesktop: 'Restart desktop',
    /** Under a phone's heading; {label} is its label, {alias} the alias's name. */
    phoneOf: '{label}, virtual phone of {alias}',
    /** Card heading. */
    phone: 'Phone',
    /** Fact label. */
    forwarding: 'Forwarding',
    /** Forwarding target; {number} is a phone number. */
    forwardingTo: 'To {number}',
    /** Fact label. */
    voicemail: 'Voicemail',
    /** A setting that is on. */
    on: 'On',
    /** A setting that is off. */
    off: 'Off',
  },
  {
    de: () => import('./locales/admin-services.de.po?raw'),
    fr: () => import('./locales/admin-services.fr.po?raw'),
  },
);
