// The words the console's services screens share, and those of virtual desktops, virtual phones and SMS
// numbers (docs/decisions/0049-languages.md); the aliases' and file sharing's own are in their catalogs.
import { defineMessages } from '@console/ui/i18n';

export const servicesMessages = defineMessages(
  {
    /** A status word of an alias or a service, as the API names it; {label} is the API's word capitalised. */
    status:
      '{status, select, active {Active} running {Running} stopped {Stopped} starting {Starting} provisioning {Provisioning} pending {Pending} suspended {Suspended} error {Error} other {{label}}}',
    /** Shown when nothing is set. */
    none: 'None',
    /** First breadcrumb of every screen under an alias: the aliases list. */
    aliasesCrumb: 'Aliases',
    /** Breadcrumb of the alias while its name is not known. */
    aliasCrumb: 'Alias',
    /** Validation: a required text field is empty; {field} says which (one of the field values below). */
    enterField:
      '{field, select, aliasName {Enter the alias name.} firstName {Enter the first name.} lastName {Enter the last name.} username {Enter the username.} desktopName {Enter the desktop name.} label {Enter the label.} other {Enter the share name.}}',
    /** Validation: a text is too long; {max} is the number of characters allowed. */
    atMost: 'Use at most {max} characters.',
    /** Validation of an e-mail field left empty. */
    enterEmail: 'Enter an e-mail address.',
    /** Validation of an e-mail address. */
    invalidEmail: 'Enter an e-mail address like name@example.com.',
    /** Validation of an alias or desktop name. */
    slugRule: 'Use lower-case letters, digits and hyphens, starting with a letter or digit.',
    /** Validation of an area code. */
    areaCodeRule: 'Enter a 3-digit area code that does not start with 0 or 1, e.g. 415.',
    /** Validation of a status list box. */
    chooseStatus: 'Choose a status.',
    /** Validation of a date of birth; keep the example date format. */
    dateFormat: 'Enter a date like 1990-04-12.',
    /** Validation of a date of birth. */
    dateInFuture: 'The date of birth cannot be in the future.',
    /** Validation of the gender list box. */
    chooseGender: 'Choose a gender.',
    /** Validation of a country code. */
    countryCodeRule: 'Enter a two-letter country code, e.g. US.',
    /** Validation of a social account's profile address left empty. */
    enterProfileAddress: 'Enter the profile address.',
    /** Validation of a social account's profile address. */
    fullAddress: 'Enter a full address, starting with https://.',
    /** Validation of a social account's new password. */
    passwordRule: 'Use at least 8 characters, or leave it blank.',
    /** Validation of the desktop's plan. */
    choosePlan: 'Choose a plan.',
    /** Validation of the desktop's location. */
    chooseLocation: 'Choose a location.',
    /** Validation of the desktop's image. */
    chooseImage: 'Choose an image.',
    /** Validation of a forwarding number. */
    forwardingRule: 'Enter a 10-digit North American number.',
    /** Toast after saving an alias; {name} is the alias. */
    aliasSaved: '{name} is saved.',
    /** Toast after saving the persona. */
    personaSaved: 'The persona is saved.',
    /** Toast after saving a social account; {platform} is e.g. Instagram. */
    socialAccountSaved: 'The {platform} account is saved.',
    /** Toast after adding a desktop; {name} is the desktop. */
    desktopSettingUp: '{name} is being set up.',
    /** Toast after a desktop action; {name} is the desktop. */
    desktopActionDone:
      '{action, select, start {{name} is starting.} stop {{name} is stopped.} other {{name} is restarting.}}',
    /** Toast after adding a phone or SMS number; {number} is the number. */
    numberAdded: '{number} is added.',
    /** Desktop action (button and menu entry). */
    start: 'Start',
    /** Desktop action. */
    stop: 'Stop',
    /** Desktop action. */
    restart: 'Restart',
    /** Page heading of the desktop form, and its breadcrumb. */
    addVirtualDesktop: 'Add virtual desktop',
    /** A plan in the list box; {name} is the plan, {cores} a number, {memory} and {disk} sizes, {price} a price. */
    planLabel: '{name}: {cores} vCPU, {memory} memory, {disk} disk, {price} a month',
    /** Placeholder of the desktop form's list boxes. */
    choosePlaceholder:
      '{field, select, plan {Choose plan…} location {Choose location…} other {Choose image…}}',
    /** Submit button of the desktop form. */
    addDesktop: 'Add desktop',
    /** Field label. */
    desktopName: 'Desktop name',
    /** Under the desktop name. */
    desktopNameHint: "Lower-case letters, digits and hyphens; it becomes the desktop's host name.",
    /** Field and detail label. */
    plan: 'Plan',
    /** Field and detail label. */
    location: 'Location',
    /** Field and detail label. */
    image: 'Image',
    /** Card heading and detail label. */
    statusLabel: 'Status',
    /** Label of the desktop's polled status. */
    liveStatus: 'Live status',
    /** When the status was last checked; {time} is a time. */
    checkedAt: 'Checked {time}',
    /** After that time while a check runs. */
    checking: ' · checking…',
    /** On a desktop in error. */
    desktopError:
      'The desktop stopped with an error. Start it again; if it fails again, open a support ticket.',
    /** Card heading. */
    details: 'Details',
    /** Detail label: CPU. */
    processor: 'Processor',
    /** The desktop's CPU; {cores} is a number. */
    vcpu: '{cores} vCPU',
    /** Detail label. */
    memory: 'Memory',
    /** Detail label. */
    disk: 'Disk',
    /** Detail label. */
    hostName: 'Host name',
    /** Detail label. */
    ipAddress: 'IP address',
    /** No IP address yet. */
    notAssigned: 'Not assigned',
    /** Detail label. */
    lastStarted: 'Last started',
    /** Never started. */
    never: 'Never',
    /** Detail label: creation date. */
    created: 'Created',
    /** Page heading of the phone form. */
    addVirtualPhone: 'Add virtual phone',
    /** Submit button of the phone form. */
    addPhone: 'Add phone',
    /** Field label. */
    forwardCallsTo: 'Forward calls to',
    /** Under that field; keep the example number. */
    forwardHint: 'Optional: a 10-digit North American number, e.g. (415) 555-0123.',
    /** Switch and detail label. */
    voicemail: 'Voicemail',
    /** Under the voicemail switch. */
    voicemailHint: 'Callers can leave a message when nobody answers.',
    /** Detail label. */
    number: 'Number',
    /** Field and detail label. */
    label: 'Label',
    /** Detail label. */
    forwardsCallsTo: 'Forwards calls to',
    /** No forwarding set. */
    noForwarding: 'No forwarding',
    /** A setting that is on. */
    on: 'On',
    /** A setting that is off. */
    off: 'Off',
    /** Detail label: date added. */
    added: 'Added',
    /** On a number still being set up. */
    provisioningHint: 'The carrier is still setting this number up; calls reach it once it is active.',
    /** Under the label field. */
    labelHint: 'What the number is for, e.g. Sales line.',
    /** Field label. */
    areaCode: 'Area code',
    /** Under the area code field. */
    areaCodeHint: 'A free number in this North American area code is picked for you.',
    /** Page heading of the SMS number form, and its submit button. */
    addSmsNumber: 'Add SMS number',
    /** Under an SMS number's heading. */
    smsNewestFirst: 'SMS messages, newest first',
    /** Breadcrumb of an SMS number; {number} is the number. */
    smsCrumb: 'SMS {number}',
    /** Heading when a number has no messages. */
    noMessages: 'No messages yet',
    /** Text under that heading. */
    noMessagesText: 'Texts sent to or from this number show here.',
    /** How many messages are shown; {shown} and {total} are numbers. */
    showingMessages: 'Showing {shown, number} of {total, plural, one {# message} other {# messages}}',
    /** Accessible name of the messages list; {number} is the number. */
    messagesOf: 'Messages of {number}',
    /** After the last message. */
    everyMessage: 'That is every message of this number.',
    /** A received message. */
    received: 'Received',
    /** A sent message. */
    sent: 'Sent',
    /** Sender of a received message; {number} is a phone number. */
    from: 'From {number}',
    /** Recipient of a sent message; {number} is a phone number. */
    to: 'To {number}',
    /** While older messages load. */
    loadingOlder: 'Loading older messages',
    /** Button when loading older messages failed. */
    loadFailedRetry: 'Loading failed: try again',
    /** Button that loads older messages. */
    loadOlder: 'Load older messages',
  },
  {
    de: () => import('./locales/services.de.po?raw'),
    fr: () => import('./locales/services.fr.po?raw'),
  },
);
