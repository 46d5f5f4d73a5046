// The staff area's list of staff members and a staff member's page (docs/decisions/0049-languages.md).
import { defineMessages } from '@console/ui/i18n';

export const adminStaffMessages = defineMessages(
  {
    /** Page heading of the list of staff members; also its breadcrumb and the table's caption. */
    title: 'Staff members',
    /** Under that heading. */
    description: "The provider's staff who use this area.",
    /** Shown when there are no staff members. */
    empty: 'No staff members',
    /** Label of the list's search box. */
    searchLabel: 'Search staff',
    /** Placeholder of the list's search box. */
    searchPlaceholder: 'Search by name or e-mail',
    /** Column header and detail label: the staff member's name. */
    name: 'Name',
    /** Column of the exported file only: the staff member's number. */
    staffId: 'Staff id',
    /** Column header and detail label: the staff member's e-mail address. */
    email: 'E-mail',
    /** Column header, detail and field label: the staff member's staff role. */
    role: 'Role',
    /** Column header: since when the person is a staff member. */
    since: 'Since',
    /** Card title on a staff member's page for an Administrator, who can edit both. */
    nameAndRole: 'Name and role',
    /** Card title on a staff member's page for other staff, who only read it. */
    details: 'Details',
    /** Card title: the staff member's account. */
    account: 'Account',
    /** Detail label: the date the person became a staff member. */
    memberSince: 'Staff member since',
    /** Field label of the edit form (shown when another person changed the record meanwhile). */
    firstName: 'First name',
    /** Field label of the edit form (shown when another person changed the record meanwhile). */
    lastName: 'Last name',
    /** What the edit form changes, inside the sentences of its notice of a change by another person. */
    conflictWhat: 'this staff member',
    /** Submit button of the edit form. */
    saveChanges: 'Save changes',
    /** Error under the role field when no role is chosen. */
    chooseRole: 'Choose a role.',
    /** Toast after saving a staff member; {name} is their full name. */
    saved: 'Changes to {name} are saved.',
  },
  {
    de: () => import('./locales/admin-staff.de.po?raw'),
    fr: () => import('./locales/admin-staff.fr.po?raw'),
  },
);
