// The words of the staff area's organisations (docs/decisions/0049-languages.md); they load with its screens.
import { defineMessages } from '@console/ui/i18n';

export const adminOrganizationsMessages = defineMessages(
  {
    /** Page heading of the organizations list, its table's name and the breadcrumb back to it. */
    title: 'Organizations',
    /** Under the list's heading. */
    description: 'Every customer organization of the platform.',
    /** Button and page heading to add an organization. */
    addOrganization: 'Add organization',
    /** The list's row noun, singular (used in counts built by the list). */
    nounOne: 'organization',
    /** The list's row noun, plural. */
    nounOther: 'organizations',
    /** Under "no organizations match" when a search found nothing. */
    searchHint: 'Check the spelling, or search for part of the name, e-mail or city.',
    /** Empty list's heading. */
    empty: 'No organizations here yet',
    /** Accessible name of the list's search field. */
    searchLabel: 'Search organizations',
    /** Placeholder of the list's search field. */
    searchPlaceholder: 'Search by name, e-mail or city',
    /** Column header and fact label: the organization's name. */
    columnName: 'Name',
    /** Column header and fact label: e-mail address. */
    email: 'E-mail',
    /** Column header: the organization's country. */
    columnCountry: 'Country',
    /** Column header and fact label: the organization's users. */
    users: 'Users',
    /** Column header and fact label: active or suspended. */
    status: 'Status',
    /** Column header and fact label: the date the organization was created. */
    customerSince: 'Customer since',
    /** Status of an organization (exported value and the form's switch). */
    active: 'Active',
    /** Status of an organization whose users cannot sign in. */
    suspended: 'Suspended',
    /** Bulk action on selected organizations. */
    suspend: 'Suspend',
    /** Progress of the bulk suspend. */
    suspending: 'Suspending',
    /** Result of the bulk suspend ("3 organizations suspended"). */
    suspendedDone: 'suspended',
    /** Asked before suspending; {users} is the users of the selected organizations, {count} the organizations. */
    suspendConsequence:
      'Their {users, plural, one {# user} other {# users}} cannot sign in until {count, plural, one {it is} other {they are}} activated again.',
    /** Button on the organization's page. */
    edit: 'Edit',
    /** Card heading on the organization's page. */
    details: 'Details',
    /** Fact label: phone number. */
    phone: 'Phone',
    /** Fact label: website. */
    website: 'Website',
    /** Shown when there is no website or no account owner. */
    none: 'None',
    /** Fact label: time zone. */
    timeZone: 'Time zone',
    /** Fact label: postal address. */
    address: 'Address',
    /** Fact label: the organization's Account Owner. */
    accountOwner: 'Account Owner',
    /** Card heading: the latest audit-log entries. */
    recentActivity: 'Recent activity',
    /** Card heading: status, dates and counts of the organization. */
    account: 'Account',
    /** Link to the organization's users; {count} is their number. */
    usersCount: '{count, plural, one {# user} other {# users}}',
    /** Fact label: the number of aliases. */
    aliases: 'Aliases',
    /** Fact label: the services of all its aliases. */
    services: 'Services',
    /** The services count; each value is a number. */
    servicesCount:
      '{desktops, plural, one {# virtual desktop} other {# virtual desktops}}, {phones, plural, one {# virtual phone} other {# virtual phones}}, {sms, plural, one {# SMS number} other {# SMS numbers}}',
    /** When the services could not be counted. */
    countFailed: 'Could not be counted',
    /** While the services are being counted. */
    counting: 'Counting…',
    /** Page heading of the edit form; {name} is the organization's name. */
    editTitle: 'Edit {name}',
    /** Says which record changed meanwhile, in the form's conflict notice and the delete dialog. */
    thisOrganization: 'this organization',
    /** Under the Active switch. */
    activeHint: "A suspended organization's users cannot sign in.",
    /** Submit button of the edit form. */
    saveChanges: 'Save changes',
    /** Heading of the delete dialog; {name} is the organization's name. */
    deleteTitle: 'Delete {name}?',
    /** Text of the delete dialog; {users} is the number of its users. */
    deleteMessage:
      'Its {users, plural, one {# user} other {# users}} and its roles are deleted with it and can no longer sign in. This cannot be undone. An organization that still has aliases cannot be deleted: suspend it instead.',
    /** Confirm button of the delete dialog. */
    deleteConfirm: 'Delete organization',
    /** Toast after adding; {name} is the organization's name. */
    added: '{name} is added.',
    /** Toast after saving; {name} is the organization's name. */
    saved: 'Changes to {name} are saved.',
    /** Toast after deleting; {name} is the organization's name. */
    deleted: '{name} is deleted.',
    /** Toast after inviting; {email} is the invited address. */
    invitationSent: 'The invitation is sent to {email}.',
    /** Toast after resending; {email} is the invited address. */
    invitationResent: 'A new invitation is sent to {email}; the previous link no longer works.',
    /** Toast after cancelling the invitation. */
    invitationCancelled: 'The invitation is cancelled; its link no longer works.',
    /** When the organization has no account owner, for an Administrator. */
    nobodyCanSignIn:
      'Nobody can sign in to this organization yet. Invite its account owner: they choose their own password.',
    /** Button opening the invitation dialog. */
    inviteOwner: 'Invite account owner',
    /** Heading of the invitation dialog. */
    inviteOwnerTitle: 'Invite the account owner',
    /** For staff who cannot invite. */
    administratorCanInvite: 'An Administrator can invite the account owner.',
    /** Submit button of the invitation dialog. */
    sendInvitation: 'Send invitation',
    /** Explanation in the invitation dialog. */
    inviteExplanation:
      'They get an e-mail with a link, valid for a week, to choose their password. Until then their account is inactive. They will have every privilege of the organization.',
    /** Field label. */
    firstName: 'First name',
    /** Field label. */
    lastName: 'Last name',
    /** Badge of an invitation whose link expired. */
    invitationExpired: 'Invitation expired',
    /** Badge of an invitation not yet accepted. */
    invitationPending: 'Invitation pending',
    /** Details of a pending invitation; {sent} and {expires} are dates, {by} the staff member, {expired} yes/no. */
    invitationDetails:
      '{email} · sent {sent} by {by} · {expired, select, yes {expired} other {expires}} {expires}',
    /** Button to send the invitation again. */
    resendInvitation: 'Resend invitation',
    /** Button and confirm button to cancel the invitation. */
    cancelInvitation: 'Cancel invitation',
    /** Heading of the cancel dialog. */
    cancelInvitationTitle: 'Cancel the invitation?',
    /** Text of the cancel dialog; {email} is the invited address. */
    cancelInvitationMessage:
      'The link sent to {email} stops working and the invited account is removed. The organization has no account owner until you invite one.',
    /** Button that closes the cancel dialog without cancelling. */
    keepIt: 'Keep it',
  },
  {
    de: () => import('./locales/admin-organizations.de.po?raw'),
    fr: () => import('./locales/admin-organizations.fr.po?raw'),
  },
);
