// The console's audit log (docs/decisions/0049-languages.md): the list, its filters, an entry's page, the actions
// in words, and the pieces the staff's audit and developer logs share with it (day range, columns, target).
import { defineMessages } from '@console/ui/i18n';

export const logsMessages = defineMessages(
  {
    /** Page heading of the audit log; also the breadcrumb back to it from an entry. */
    title: 'Audit log',
    /** Under that heading. */
    description: "Who did what in the organization, newest first. Pick an entry's time for its details.",
    /**
     * Notice above the list for a user who sees only their own entries; {privileges} is the privilege code that
     * shows the whole log (or several, joined by `eitherOr`).
     */
    ownActivityOnly:
      'You see your own activity only. The whole organization’s log is shown to users whose role has the audit-log privilege ({privileges}); ask your account owner if you need it.',
    /** Joins two privilege codes, either of which is enough; {first} and {second} are codes (or joined codes). */
    eitherOr: '{first} or {second}',
    /** Label of the list's search box. */
    searchLabel: 'Search the log',
    /** Placeholder of the list's search box. */
    searchPlaceholder: 'Action, description or IP',
    /** Shown when a search finds no entry. */
    searchHint: 'Search for an action, part of the description or an IP address.',
    /** Shown when nothing was ever recorded. */
    empty: 'Nothing recorded yet',
    /** Caption of the table (read by screen readers). */
    caption: 'Audit log entries',
    /** Shown when the filters find no entry. */
    widenHint: 'Widen the dates or clear a filter.',
    /** The list's noun for one row, as in "1 entry" (lower case). */
    nounOne: 'entry',
    /** The list's noun for several rows, as in "5 entries" (lower case). */
    nounOther: 'entries',
    /** Column header, filter label and detail label: the user who acted. */
    user: 'User',
    /** Column of the exported file only: the user's number. */
    userId: 'User id',
    /** The user of an entry no person made. */
    system: 'System',
    /** A user whose name is not on screen (filter chip); {id} is their number. */
    userNumber: 'User #{id}',
    /** Tooltip of a user's name in the list: it filters by them; {name} is the user. */
    onlyEntriesBy: 'Only entries by {name}',
    /** Placeholder of the user filter: no user picked. */
    anyone: 'Anyone',
    /** In the user filter's list while it searches. */
    searching: 'Searching…',
    /** In the user filter's list when no user matches what was typed. */
    noUserMatches: 'No user matches',
    /** Column header and detail label: the IP address an action came from. */
    ipAddress: 'IP address',
    /** Detail label: the browser's description of itself. */
    userAgent: 'User agent',
    /** In place of an unknown IP address or user agent. */
    unknown: 'Unknown',
    /** Under an entry's heading; {id} is the entry's number. */
    entryNumber: 'Entry #{id}',
    /** Filter label and chip of the first day of a day range. */
    from: 'From',
    /** Filter label and chip of the last day of a day range. */
    to: 'To',
    /** Column header, filter label, chip and detail label: what was done. */
    action: 'Action',
    /** Action filter: no filter. */
    anyAction: 'Any action',
    /** Column header and detail label: when an entry was written. */
    when: 'When',
    /** Title of an entry's facts card; column of the exported file: the entry's number. */
    entry: 'Entry',
    /** Column header: the entry's sentence (written by the server). */
    descriptionColumn: 'Description',
    /** Column of the exported file only: the kind of record an entry is about. */
    targetType: 'Target type',
    /** Column of the exported file only: the number of that record. */
    targetId: 'Target id',
    /** Detail label and column of the exported file: the record an entry is about. */
    target: 'Target',
    /** The Target detail of an entry about no record. */
    none: 'None',
    /** After a target's name, in brackets; {kind} is `targetKind`, {id} its number. */
    targetKindAndId: '({kind} #{id})',
    /** The same, for a record deleted since; {kind} is `targetKind`, {id} its number. */
    targetKindAndIdDeleted: '({kind} #{id}, since deleted)',
    /** A record whose name is not known; {kind} is `targetKind`, {id} its number. */
    targetNumber: '{kind} #{id}',
    /**
     * The kind of record an entry is about, in lower case as inside a sentence; {type} is its code, {kind} the
     * code in words for a kind not listed here.
     */
    targetKind:
      '{type, select, user {user} staff {staff member} role {role} predefined_role {predefined role} organization {organization} alias {alias} virtual_desktop {virtual desktop} virtual_phone {virtual phone} sms_number {SMS number} social_account {social account} file_share {file share} shared_file {shared file} ticket {ticket} service_type {service type} resource_pool {resource pool} location {location} vpn_gateway {VPN gateway} network {network} other {{kind}}}',
    /** When a day range runs backwards: the list's empty state title. */
    backwardsTitle: 'The date range is backwards',
    /** Under that title; "From" and "To" are the filters' labels. */
    backwardsText: 'From is after To, so no entry can match. Swap the dates, or change one of them.',
    /** Button that swaps the two days of a backwards range. */
    swapDates: 'Swap the dates',
    /** Empty state title when the filters find no entry. */
    noMatchTitle: 'No entries match these filters',
    /** Button that clears every filter. */
    showAllEntries: 'Show all entries',
    /** Title of the card of an entry's changed fields. */
    changes: 'Changes',
    /** In that card when the entry changed no field. */
    noChangesTitle: 'No field changes recorded',
    /** Under that title. */
    noChangesText: 'This action changed no fields, or none were logged.',
    /** Caption of the table of changed fields (read by screen readers). */
    changesCaption: 'Changed fields with their values before and after',
    /** Column header: the changed field's name. */
    field: 'Field',
    /** Column header: the field's value before the action. */
    before: 'Before',
    /** Column header: the field's value after the action. */
    after: 'After',
    /** A changed field's value that was empty (lower case). */
    emptyValue: 'empty',
    /** A changed field's value that was true (lower case). */
    yes: 'yes',
    /** A changed field's value that was false (lower case). */
    no: 'no',
    /** Audit log action (code session.login). */
    actionSessionLogin: 'Signed in',
    /** Audit log action (code session.sso_login): the provider's staff signed in as the user. */
    actionSessionSsoLogin: 'Signed in by staff support',
    /** Audit log action (code session.logout). */
    actionSessionLogout: 'Signed out',
    /** Audit log action (code user.create). */
    actionUserCreate: 'User added',
    /** Audit log action (code user.update). */
    actionUserUpdate: 'User changed',
    /** Audit log action (code user.delete). */
    actionUserDelete: 'User deleted',
    /** Audit log action (code password.change). */
    actionPasswordChange: 'Password changed',
    /** Audit log action (code two_factor.enable): two-factor authentication turned on. */
    actionTwoFactorEnable: 'Two-factor turned on',
    /** Audit log action (code role.create). */
    actionRoleCreate: 'Role added',
    /** Audit log action (code role.update). */
    actionRoleUpdate: 'Role changed',
    /** Audit log action (code role.delete). */
    actionRoleDelete: 'Role deleted',
    /** Audit log action (code organization.update). */
    actionOrganizationUpdate: 'Organization changed',
    /** Audit log action (code alias.update). */
    actionAliasUpdate: 'Alias changed',
    /** Audit log action (code desktop.create). */
    actionDesktopCreate: 'Virtual desktop added',
    /** Audit log action (code desktop.start). */
    actionDesktopStart: 'Virtual desktop started',
    /** Audit log action (code desktop.stop). */
    actionDesktopStop: 'Virtual desktop stopped',
    /** Audit log action (code desktop.restart). */
    actionDesktopRestart: 'Virtual desktop restarted',
    /** Audit log action (code phone.create). */
    actionPhoneCreate: 'Virtual phone added',
    /** Audit log action (code sms.create). */
    actionSmsCreate: 'SMS number added',
    /** Audit log action (code share.create). */
    actionShareCreate: 'File share added',
    /** Audit log action (code share.delete). */
    actionShareDelete: 'File share deleted',
    /** Audit log action (code file.upload). */
    actionFileUpload: 'File uploaded',
    /** Audit log action (code file.delete). */
    actionFileDelete: 'File deleted',
    /** Audit log action (code ticket.create). */
    actionTicketCreate: 'Ticket opened',
    /** Audit log action (code ticket.reply). */
    actionTicketReply: 'Ticket replied to',
    /** Audit log action (code ticket.close). */
    actionTicketClose: 'Ticket closed',
  },
  { de: () => import('./locales/logs.de.po?raw'), fr: () => import('./locales/logs.fr.po?raw') },
);

export type LogsKey = keyof typeof logsMessages.source;
