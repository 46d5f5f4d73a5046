// The staff area's platform settings (docs/decisions/0049-languages.md): the form, its rules and its toast.
import { defineMessages } from '@console/ui/i18n';

export const adminSettingsMessages = defineMessages(
  {
    /** Page heading. */
    title: 'Settings',
    /** Under that heading. */
    description:
      "The platform's settings for every organization. Each change is recorded in the audit logs with its before and after.",
    /** Notice to staff who may only read the settings. */
    readOnly: 'You can read the settings; an Administrator changes them.',
    /** What the form changes, inside the sentences of its notice of a change by another person. */
    conflictWhat: 'the settings',
    /** Card title. */
    maintenance: 'Maintenance',
    /** Switch label: the platform is in maintenance. */
    maintenanceMode: 'Maintenance mode',
    /** Under that switch. */
    maintenanceModeHint: 'Users (not staff) see the message below instead of the console.',
    /** Field label. */
    maintenanceMessage: 'Maintenance message',
    /** Field label: the e-mail address of the support. */
    supportEmail: 'Support e-mail',
    /** Card title. */
    sessions: 'Sessions and tokens',
    /** Field label. */
    accessTokenLifetime: 'Access token lifetime (seconds)',
    /** Field label. */
    refreshTokenLifetime: 'Refresh token lifetime (days)',
    /** Field label: how long an unused session lasts. */
    idleTimeout: 'Idle timeout (minutes)',
    /** Card title. */
    files: 'Files',
    /** Field label: the largest file that can be uploaded. */
    largestUpload: 'Largest upload (MB)',
    /** Field label. */
    quota: 'File-sharing quota per alias (GB)',
    /** Under that field. */
    quotaHint: '0 means no quota.',
    /** Card title. */
    newOrganizations: 'New organizations',
    /** Field label: the predefined role a new organization's first user gets. */
    defaultRole: 'Default predefined role',
    /** Under that field; {link} is a link named "Predefined roles" to the list of predefined roles. */
    defaultRoleHint: "Given to a new organization's first user. The roles are edited under {link}.",
    /** The name of that link. */
    predefinedRoles: 'Predefined roles',
    /** Choice of that field: no role. */
    noRole: 'None',
    /** Card title. */
    passwordPolicy: 'Password policy',
    /** Under that title. */
    passwordPolicyHint: "What every user's password must meet, checked on every change.",
    /** Field label: the shortest password allowed. */
    minimumLength: 'Minimum length',
    /** Under that field. */
    minimumLengthHint: '8 to 128 characters.',
    /** Title of the password rules' checkboxes. */
    mustContain: 'Must contain',
    /** Password rule. */
    uppercase: 'An uppercase letter',
    /** Password rule. */
    lowercase: 'A lowercase letter',
    /** Password rule. */
    digit: 'A digit',
    /** Password rule. */
    symbol: 'A symbol',
    /** Submit button. */
    save: 'Save settings',
    /** Toast after saving. */
    saved: 'The platform settings are saved.',
    /** Field error. */
    messageTooLong: 'Use at most 500 characters.',
    /** Field error. */
    emailInvalid: 'Enter an e-mail address, e.g. support@example.com.',
    /** Field error of the access token lifetime. */
    secondsNotWhole: 'Enter the lifetime in seconds as a whole number.',
    /** Field error of the refresh token lifetime. */
    daysNotWhole: 'Enter the lifetime in days as a whole number.',
    /** Field error of the idle timeout. */
    minutesNotWhole: 'Enter the timeout in minutes as a whole number.',
    /** Field error of the largest upload. */
    megabytesNotWhole: 'Enter the size in MB as a whole number.',
    /** Field error of the quota. */
    gigabytesNotWhole: 'Enter the quota in GB as a whole number.',
    /** Field error of a number too small; {min} is the smallest allowed. */
    atLeast: 'Enter at least {min}.',
    /** Field error of the minimum length. */
    minLengthNotWhole: 'Enter the minimum length as a whole number.',
    /** Field error of the minimum length. */
    minLengthRange: 'The minimum length must be between 8 and 128.',
    /** Field error when maintenance is on without a message. */
    maintenanceMessageRequired: 'Write the message users see while maintenance is on.',
  },
  {
    de: () => import('./locales/admin-settings.de.po?raw'),
    fr: () => import('./locales/admin-settings.fr.po?raw'),
  },
);
