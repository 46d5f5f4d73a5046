// The staff area's alias migration (docs/decisions/0049-languages.md): moving an alias with its services to
// another organization, its preview, confirmation and result.
import { defineMessages } from '@console/ui/i18n';

export const adminMigrationsMessages = defineMessages(
  {
    /** Page heading. An alias is another name of an organization, with its own services. */
    title: 'Move an alias to another organization',
    /** Under that heading. */
    description:
      'The alias moves with its desktops, phones, SMS numbers and file shares. Preview the move first: nothing changes until you confirm.',
    /** Shown instead of the form to staff who are not Administrators. */
    onlyAdministrator: 'Only an Administrator can move an alias. Its preview is part of that flow.',
    /** Title of the first step's card. */
    stepWhat: '1. What moves where',
    /** Field label: the alias to move. */
    alias: 'Alias',
    /** Placeholder of the alias field, a search box. */
    searchAliases: 'Search aliases by name',
    /** In the alias field's list while it searches. */
    searching: 'Searching…',
    /** In the alias field's list when nothing matches. */
    noAliasMatches: 'No alias matches',
    /** An alias in the alias field's list; {name} is the alias, {organization} its organization. */
    aliasOption: '{name} ({organization})',
    /** Field label: the organization the alias moves to. */
    moveTo: 'Move to organization',
    /** Hint under that field; {organization} is the alias's organization now. */
    belongsTo: 'It belongs to {organization} now.',
    /** Placeholder of that field, a search box. */
    searchOrganizations: 'Search organizations',
    /** Button that asks the server what the move would do, without moving. */
    previewButton: 'Preview the move',
    /** Title of the second step's card. */
    stepPreview: '2. Preview',
    /** The account owner before and after the move; {before} and {after} are user names (shown in bold). */
    primaryUser: 'Primary user: {before} → {after}',
    /** In place of a user's name when there is none. */
    noUser: 'none',
    /** Heading of the virtual desktops that move; {count} is their number. */
    desktopsHeading: 'Virtual desktops ({count})',
    /** Name of that section, for screen readers. */
    desktopsLabel: 'Virtual desktops that move',
    /** Heading of the virtual phones that move; {count} is their number. */
    phonesHeading: 'Virtual phones ({count})',
    /** Name of that section, for screen readers. */
    phonesLabel: 'Virtual phones that move',
    /** Heading of the SMS numbers that move; {count} is their number. */
    smsHeading: 'SMS numbers ({count})',
    /** Name of that section, for screen readers. */
    smsLabel: 'SMS numbers that move',
    /** Heading of the file shares that move; {count} is their number. */
    sharesHeading: 'File shares ({count})',
    /** Name of that section, for screen readers. */
    sharesLabel: 'File shares that move',
    /** A file share that moves; {name} is its name, {count} its files, {size} its size (e.g. "2.5 MB"). */
    fileShare: '{name} ({count, plural, one {# file} other {# files}}, {size})',
    /** In a section with nothing that moves. */
    none: 'None',
    /** Name of the section of users who lose access, for screen readers. */
    usersLosingLabel: 'Users who lose access',
    /** Heading of that section; {organization} is the alias's organization now, {count} the users. */
    usersLosingHeading: 'Users of {organization} who lose access ({count})',
    /** In that section when nobody loses access. */
    nobodyLoses: 'Nobody reaches this alias through a role.',
    /** A user who loses access; {name} is their name, {email} their e-mail, {roles} their roles (a list). */
    userThrough: '{name} ({email}), through {roles}',
    /** Title of the third step's card. */
    stepConfirm: '3. Confirm',
    /** Label of the confirmation field; {name} is the alias's name, to type. */
    typeToConfirm: "Type the alias's name, {name}, to confirm",
    /** Hint under that field. */
    allOrNothing: 'The move is all or nothing: if it fails, both organizations stay as they were.',
    /** Error after a failed move; {error} is the server's reason (a sentence). */
    moveFailed: 'The alias was not moved: {error} Nothing changed in either organization.',
    /** Button that moves the alias; {alias} is its name, {organization} the organization it moves to. */
    moveButton: 'Move {alias} to {organization}',
    /** Title of the card after the move. */
    movedTitle: 'The alias is moved',
    /**
     * Text of that card; {alias} is the alias, {organization} its new organization (a link), then the numbers of
     * services that moved.
     */
    movedText:
      '{alias} now belongs to {organization} with {desktops, plural, one {# virtual desktop} other {# virtual desktops}}, {phones, plural, one {# virtual phone} other {# virtual phones}}, {sms, plural, one {# SMS number} other {# SMS numbers}} and {shares, plural, one {# file share} other {# file shares}}.',
    /** In place of the alias's name in that text when it is not known. */
    theAlias: 'The alias',
    /** In place of the organization's name in that text when it is not known. */
    itsNewOrganization: 'its new organization',
    /** Link to the move's audit log entry. */
    auditLogEntry: 'Its audit log entry',
    /** Button that starts over with another alias. */
    moveAnother: 'Move another alias',
    /** Toast after the move; {count} is the number of services that moved. */
    movedToast: '{count, plural, other {The alias moved with # services.}}',
  },
  {
    de: () => import('./locales/admin-migrations.de.po?raw'),
    fr: () => import('./locales/admin-migrations.fr.po?raw'),
  },
);
