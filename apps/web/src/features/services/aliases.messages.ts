// The words of the console's aliases: their list, an alias's page with its service sections, and the alias,
// persona and social account forms (docs/decisions/0049-languages.md).
import { defineMessages } from '@console/ui/i18n';

export const aliasesMessages = defineMessages(
  {
    /** Page heading and table name of the aliases list. */
    title: 'Aliases',
    /** Under the list's heading. */
    description: 'Team identities and the services they hold.',
    /** The list's row noun, singular (used in counts built by the list). */
    nounOne: 'alias',
    /** The list's row noun, plural. */
    nounOther: 'aliases',
    /** Under "no aliases match" when a search found nothing. */
    searchHint: 'Check the spelling, or search for part of the name or e-mail.',
    /** Heading of the empty list. */
    empty: 'No aliases yet',
    /** Text of the empty list. */
    emptyText: 'Aliases you may manage are listed here.',
    /** Accessible name of the search field. */
    searchLabel: 'Search aliases',
    /** Placeholder of the search field. */
    searchPlaceholder: 'Search by name or e-mail',
    /** Column header: the alias. */
    alias: 'Alias',
    /** Column header in the exported file. */
    aliasId: 'Alias id',
    /** Column header, field and detail label. */
    email: 'E-mail',
    /** Column header, field, filter and detail label. */
    status: 'Status',
    /** Column header, field and detail label. */
    primaryUser: 'Primary user',
    /** Column header: number of virtual desktops. */
    desktops: 'Desktops',
    /** Column header: number of virtual phones. */
    phones: 'Phones',
    /** Column header: number of SMS numbers. */
    sms: 'SMS',
    /** Column header and detail label: creation date. */
    created: 'Created',
    /** Filter choice: no status filter. */
    everyStatus: 'Every status',
    /** Alias or social account status. */
    active: 'Active',
    /** Alias or social account status. */
    suspended: 'Suspended',
    /** Social account status. */
    pending: 'Pending',
    /** Button: edit the persona. Page heading of the persona form. */
    editPersona: 'Edit persona',
    /** Button: edit the alias. Page heading of the alias form. */
    editAlias: 'Edit alias',
    /** Breadcrumb of an edit form. Button of a social account row. */
    edit: 'Edit',
    /** Card heading on the alias's page. */
    overview: 'Overview',
    /** Column header. */
    name: 'Name',
    /** Column header. */
    plan: 'Plan',
    /** A desktop's plan and CPUs; {plan} is the plan's name, {cores} a number. */
    planCores: '{plan} · {cores} vCPU',
    /** Column header. */
    location: 'Location',
    /** Column header. */
    ipAddress: 'IP address',
    /** No IP address yet. */
    notAssigned: 'Not assigned',
    /** Section heading. */
    virtualDesktops: 'Virtual desktops',
    /** Link to add a desktop. */
    addDesktop: 'Add desktop',
    /** Empty section heading. */
    noVirtualDesktops: 'No virtual desktops',
    /** Empty section text. */
    noVirtualDesktopsText: 'Add one to work in the cloud.',
    /** Accessible name of a row's menu; {name} is the row. */
    actionsFor: 'Actions for {name}',
    /** Menu entry: open the desktop. */
    open: 'Open',
    /** Section heading. */
    virtualPhones: 'Virtual phones',
    /** Link to add a phone. */
    addPhone: 'Add phone',
    /** Empty section heading. */
    noVirtualPhones: 'No virtual phones',
    /** Empty section text. */
    noVirtualPhonesText: 'Add a number for calls and voicemail.',
    /** Column header. */
    number: 'Number',
    /** Column header. */
    label: 'Label',
    /** Column header. */
    forwardsTo: 'Forwards to',
    /** No forwarding set. */
    noForwarding: 'No forwarding',
    /** Column header. */
    voicemail: 'Voicemail',
    /** A setting that is on. */
    on: 'On',
    /** A setting that is off. */
    off: 'Off',
    /** Section heading. */
    smsNumbers: 'SMS numbers',
    /** Link to add an SMS number. */
    addSmsNumber: 'Add SMS number',
    /** Empty section heading. */
    noSmsNumbers: 'No SMS numbers',
    /** Empty section text. */
    noSmsNumbersText: 'Add a number to send and receive texts.',
    /** Column header. */
    messages: 'Messages',
    /** Column header: date added. */
    added: 'Added',
    /** Name of a section's table; {section} is the section, {alias} the alias. */
    sectionOf:
      '{section, select, desktops {Virtual desktops of {alias}} phones {Virtual phones of {alias}} sms {SMS numbers of {alias}} other {Social accounts of {alias}}}',
    /** Section heading. */
    socialAccounts: 'Social accounts',
    /** Empty section heading. */
    noSocialAccounts: 'No social accounts',
    /** Column header. */
    platform: 'Platform',
    /** Column header and field label. */
    username: 'Username',
    /** Read by screen readers after the username link. */
    opensInNewTab: ' (opens the profile in a new tab)',
    /** Column header: last change. */
    updated: 'Updated',
    /** Accessible name of a social account's Edit link; {platform} is e.g. Instagram, {username} the account. */
    editAccountOf: 'Edit {platform} account {username}',
    /** Section heading; detail label. */
    fileSharing: 'File sharing',
    /** Link to the file sharing screen. */
    openFileSharing: 'Open file sharing',
    /** Detail label: number of shares. */
    shares: 'Shares',
    /** Detail label and the meter's name. */
    storageUsed: 'Storage used',
    /** Storage used; {used} and {quota} are sizes. */
    storageOf: '{used} of {quota}',
    /** Spoken value of the meter; {percent} is a number with one decimal. */
    percentUsed: '{percent}% used',
    /** Submit button of the alias form. */
    saveAlias: 'Save alias',
    /** Says which record changed meanwhile, in the alias form's conflict notice. */
    thisAlias: 'this alias',
    /** Field label. */
    aliasName: 'Alias name',
    /** Under the alias name. */
    aliasNameHint: 'Lower-case letters, digits and hyphens.',
    /** A user known only by id; {id} is the id. */
    userNumber: 'User {id}',
    /** Shown when nothing is set. */
    none: 'None',
    /** Under the read-only primary user field. */
    primaryUserLocked: "Only a user with the privilege to edit an alias's primary user can change it.",
    /** Under the primary user field when the users failed to load; {error} is the server's message. */
    usersNotListed: 'Users cannot be listed: {error}',
    /** Under the primary user field. */
    primaryUserHint: 'Type to search the users of the organization.',
    /** Placeholder of the primary user field. */
    noPrimaryUser: 'No primary user',
    /** While users are searched. */
    searching: 'Searching…',
    /** When no user matches. */
    noUserMatches: 'No user matches',
    /** Under the persona form's heading. */
    personaDescription: 'The person this alias presents as on its services and social accounts.',
    /** Breadcrumb of the persona form. */
    persona: 'Persona',
    /** Gender choice. */
    female: 'Female',
    /** Gender choice. */
    male: 'Male',
    /** Gender choice. */
    other: 'Other',
    /** Gender choice. */
    unspecified: 'Prefer not to say',
    /** Field label. */
    firstName: 'First name',
    /** Field label. */
    lastName: 'Last name',
    /** Field label. */
    dateOfBirth: 'Date of birth',
    /** Field label. */
    gender: 'Gender',
    /** Field label. */
    occupation: 'Occupation',
    /** Field label. */
    company: 'Company',
    /** Field group heading. */
    address: 'Address',
    /** Field label. */
    streetAddress: 'Street address',
    /** Field label. */
    city: 'City',
    /** Field label. */
    region: 'State or region',
    /** Field label. */
    postalCode: 'Postal code',
    /** Field label. */
    countryCode: 'Country code',
    /** Field label. */
    bio: 'Bio',
    /** Under the bio field. */
    bioHint: 'At most 2,000 characters.',
    /** Submit button of the persona form. */
    savePersona: 'Save persona',
    /** Says which record changed meanwhile, in the persona form's conflict notice. */
    thisPersona: 'this persona',
    /** Page heading of a social account's form; {platform} is e.g. Instagram. */
    editAccountTitle: 'Edit {platform} account',
    /** Field label. */
    profileAddress: 'Profile address',
    /** Under the social account's e-mail. */
    emailHint: 'Leave blank if the account has none.',
    /** Field label. */
    newPassword: 'New password',
    /** Under the new password. */
    newPasswordHint: 'Leave blank to keep the stored password.',
    /** Submit button of the social account form. */
    saveAccount: 'Save account',
    /** Says which record changed meanwhile, in the social account form's conflict notice. */
    thisAccount: 'this account',
  },
  {
    de: () => import('./locales/aliases.de.po?raw'),
    fr: () => import('./locales/aliases.fr.po?raw'),
  },
);
