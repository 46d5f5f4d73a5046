// The organisation's words (docs/decisions/0049-languages.md): its page, its form (shared with the staff area's
// organisation form) and the form's rules.
import { defineMessages } from '@console/ui/i18n';

export const organizationMessages = defineMessages(
  {
    /** Page heading of the customer's own organisation. */
    title: 'Organization Info',
    /** Under the heading for someone who may read but not change the details. */
    readOnly: 'You can read the organization’s details; changing them needs the org-edit privilege.',
    /** Title of the card with the organisation's form. */
    details: 'Details',
    /** Title of the card with the account's facts (owner, status, counts). */
    account: 'Account',
    /** Label of the Account Owner's name. */
    accountOwner: 'Account Owner',
    /** Shown for a value that is not set (no Account Owner, no website). */
    none: 'None',
    /** Label of the organisation's status. */
    status: 'Status',
    /** The organisation's status when the provider suspended it. */
    suspended: 'Suspended',
    /** Label of the number of users. */
    users: 'Users',
    /** Label of the number of aliases. */
    aliases: 'Aliases',
    /** Label of the date the organisation became a customer. */
    customerSince: 'Customer since',
    /** Fills "Someone else changed {what} while you were editing" (lower case, mid-sentence). */
    what: 'the organization',
    /** Submit button of the form. */
    save: 'Save changes',
    /** Notice once the details are saved. */
    saved: 'The organization’s details are saved.',
    /** Field label: the organisation's name. */
    fieldName: 'Name',
    /** Field label: the contact e-mail address. */
    fieldEmail: 'E-mail',
    /** Field label: the phone number. */
    fieldPhone: 'Phone',
    /** Field label: the website's address. */
    fieldWebsite: 'Website',
    /** Field label: the street address. */
    fieldAddress1: 'Address',
    /** Field label: the address's second line. */
    fieldAddress2: 'Address, second line',
    /** Field label: the postal code. */
    fieldPostalCode: 'Postal code',
    /** Field label: the city. */
    fieldCity: 'City',
    /** Field label: the region or state. */
    fieldRegion: 'Region or state',
    /** Field label: the two-letter country code (US, DE). */
    fieldCountry: 'Country code',
    /** Field label: the time zone. */
    fieldTimezone: 'Time zone',
    /** Under the phone field before anything is typed. */
    phoneHint: 'With the country code, e.g. +1 (202) 555-0123 or +45 32 12 34 56.',
    /** Under the phone field when the number is not complete. */
    phoneError: 'Enter the whole number with its country code: +1 and ten digits, or + and 7 to 15 digits.',
    /** In the time-zone list when nothing matches what is typed. */
    noTimeZone: 'No time zone matches',
    /** Under the name field when it is empty. */
    nameEmpty: 'Enter the organization’s name.',
    /** Under the name field when it is too long. */
    nameLong: 'Use at most 200 characters.',
    /** Under the e-mail field when it is empty. */
    emailEmpty: 'Enter a contact e-mail address.',
    /** Under the e-mail field when it is not an e-mail address. */
    emailInvalid: 'Enter an e-mail address like name@example.com.',
    /** Under the website field when it is not a full address. */
    websiteInvalid: 'Enter a full address like https://example.com.',
    /** Under the address field when it is empty. */
    addressEmpty: 'Enter the street address.',
    /** Under the city field when it is empty. */
    cityEmpty: 'Enter the city.',
    /** Under the country field when it is not two letters. */
    countryInvalid: 'Enter the two-letter country code, e.g. US.',
    /** Under the time-zone field when none is chosen. */
    timezoneEmpty: 'Choose a time zone.',
  },
  {
    de: () => import('./locales/organization.de.po?raw'),
    fr: () => import('./locales/organization.fr.po?raw'),
  },
);
