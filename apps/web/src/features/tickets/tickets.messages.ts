// The tickets' words (docs/decisions/0049-languages.md): the list, a ticket's page, a new ticket, a reply, and
// their attachments.
import { defineMessages } from '@console/ui/i18n';

export const ticketsMessages = defineMessages(
  {
    /** Page heading of the tickets list, and the breadcrumb back to it. */
    title: 'Tickets',
    /** Under that heading. */
    intro: 'Questions and problems your organization has raised with support.',
    /** Button to the new-ticket page, its heading and breadcrumb. */
    newTicket: 'New ticket',
    /** Name of the list's search box, for screen readers. */
    searchLabel: 'Search tickets',
    /** Placeholder of the search box. */
    searchPlaceholder: 'Search by subject or #number',
    /** The table's caption, for screen readers. */
    caption: 'Support tickets',
    /** The list's noun for one row, as in "1 ticket" (lower case). */
    nounOne: 'ticket',
    /** The list's noun for several rows, as in "5 tickets" (lower case). */
    nounOther: 'tickets',
    /** Under "No results" when a search finds no ticket. */
    searchHint: 'Search for part of the subject, or a ticket’s #number.',
    /** The list's heading when the organisation has no tickets. */
    empty: 'No tickets yet',
    /** Under it. */
    emptyText: 'When you ask support for help, the conversation shows here.',
    /** The list's heading when the status filter leaves no ticket; {status} is the filter's status. */
    emptyStatus:
      '{status, select, open {No open tickets} pending {No waiting for you tickets} other {No closed tickets}}',
    /** Button under it that takes the status filter off. */
    showAll: 'Show all tickets',
    /** Column header, field label and summary term: the subject. */
    subject: 'Subject',
    /** Export column: the ticket's number. */
    number: 'Number',
    /** Column header, filter label and summary term: the status. */
    status: 'Status',
    /** The status filter's option that shows every ticket. */
    everyStatus: 'Every status',
    /** Column header, filter label, field label and summary term: the priority. */
    priority: 'Priority',
    /** The priority filter's option that shows every ticket. */
    everyPriority: 'Every priority',
    /** Column header and summary term: who opened the ticket. */
    requester: 'Requester',
    /** Column header and summary term: when the ticket was opened. */
    opened: 'Opened',
    /** Column header: when the ticket last changed. */
    updated: 'Updated',
    /** Summary term: when the ticket last changed. */
    lastActivity: 'Last activity',
    /** Ticket status: support works on it. */
    statusOpen: 'Open',
    /** Ticket status: support waits for the customer's answer. */
    statusPending: 'Waiting for you',
    /** Ticket status: done; summary term for when it was closed. */
    statusClosed: 'Closed',
    /** Ticket priority. */
    priorityLow: 'Low',
    /** Ticket priority. */
    priorityNormal: 'Normal',
    /** Ticket priority. */
    priorityHigh: 'High',
    /** Ticket priority. */
    priorityUrgent: 'Urgent',
    /** Under a ticket's subject; {id} is its number. */
    ticketNumber: 'Ticket #{id}',
    /** Button to the reply page, and its breadcrumb. */
    reply: 'Reply',
    /** Button that closes the ticket, and the question's confirm button. */
    closeTicket: 'Close ticket',
    /** Title of the question before closing. */
    closeTitle: 'Close this ticket?',
    /** Text of that question. */
    closeText:
      'Support stops working on it and nobody can reply any more. To follow up later, open a new ticket.',
    /** Heading above the messages, and the messages' list name for screen readers. */
    conversation: 'Conversation',
    /** Name of one message, for screen readers; {name} is its author. */
    messageFrom: 'Message from {name}',
    /** Badge of a message written by the provider's support staff. */
    support: 'Support',
    /** Beside a reply still being sent. */
    sending: 'Sending…',
    /** Author of one's own reply while it is sent, when one's name is not known. */
    you: 'You',
    /** Field label: the message. */
    message: 'Message',
    /** Under the message field of a new ticket. */
    messageHint: 'What happened, what you expected, and since when.',
    /** Submit button of a new ticket. */
    openTicket: 'Open ticket',
    /** Notice once a ticket is opened; {id} is its number. */
    ticketOpened: 'Ticket #{id} is open. Support will answer here.',
    /** Page heading of the reply page. */
    replyTitle: 'Reply to ticket',
    /** Title of the reply's card. */
    yourReply: 'Your reply',
    /** Instead of the reply form on a closed ticket. */
    closedNoReply: 'This ticket is closed, so it takes no more replies. Open a new ticket instead.',
    /** Submit button of a reply. */
    sendReply: 'Send reply',
    /** Notice once a reply is sent. */
    replySent: 'Your reply is sent.',
    /** Error notice when a reply failed (the reason below it). */
    replyFailed: 'Your reply was not sent',
    /** Notice once a ticket is closed. */
    closed: 'The ticket is closed.',
    /** Bulk action button. */
    close: 'Close',
    /** Bulk action in progress. */
    closing: 'Closing',
    /** Bulk action done (lower case, as in "3 tickets closed"). */
    closedDone: 'closed',
    /** Why a ticket is left out of a bulk close (lower case). */
    alreadyClosed: 'already closed',
    /** Legend of the attachments, and the name of a message's files for screen readers. */
    attachments: 'Attachments',
    /** Under that legend; {max} is the number of files allowed. */
    attachmentsHint: 'Optional: up to {max} files of at most 100 MB each, such as screenshots or logs.',
    /** Name of the list of chosen files, for screen readers. */
    filesToAttach: 'Files to attach',
    /** Button that removes a chosen file, for screen readers; {name} is the file's name. */
    removeFile: 'Remove {name}',
    /** Visible text of that button. */
    remove: 'Remove',
    /** Label of the file chooser, for screen readers. */
    addFiles: 'Add files',
    /** Button that downloads a file, for screen readers; {name} is the file's name. */
    downloadFile: 'Download {name}',
    /** Visible text of that button. */
    download: 'Download',
    /** Error when too many files are chosen; {max} is the number allowed. */
    tooManyFiles: 'Attach at most {max} files.',
    /** Error when a file is too large; {name} is the file's name. */
    fileTooLarge: '“{name}” is larger than the 100 MB limit.',
    /** Error when an upload failed; {name} is the file's name, {reason} why. */
    uploadFailed: '“{name}” could not be uploaded: {reason}',
    /** The reason when the upload failed without one. */
    uploadFailedReason: 'The upload failed.',
    /** Under the message when it is empty. */
    messageEmpty: 'Write a message.',
    /** Under the message when it is too long; {max} is the limit. */
    messageLong: 'Keep the message under {max, number} characters.',
    /** Under the subject when it is empty. */
    subjectEmpty: 'Enter a subject.',
    /** Under the subject when it is too long; {max} is the limit. */
    subjectLong: 'Keep the subject under {max} characters.',
    /** Under the priority when none is chosen. */
    priorityEmpty: 'Choose a priority.',
  },
  {
    de: () => import('./locales/tickets.de.po?raw'),
    fr: () => import('./locales/tickets.fr.po?raw'),
  },
);
