// The staff area's developer logs (docs/decisions/0049-languages.md): the list, its filters and an entry's page.
// The log levels (debug, info, …) are shown as the code names them.
import { defineMessages } from '@console/ui/i18n';

export const adminDevlogsMessages = defineMessages(
  {
    /** Page heading of the developer logs; also the breadcrumb to them. */
    title: 'Developer logs',
    /** Under that heading. */
    description:
      "What the platform's services logged, newest first. Pick an entry for its payload and stack trace.",
    /** Label of the list's search box. */
    searchLabel: 'Search the developer logs',
    /** Placeholder of the list's search box. */
    searchPlaceholder: 'Message, service or request id',
    /** Shown when a search finds no entry. */
    searchHint: 'Search for part of a message, a service or a request id.',
    /** Shown when nothing was ever logged. */
    empty: 'Nothing logged yet',
    /** Caption of the table. */
    caption: 'Developer log entries',
    /** The list's noun for one row, as in "1 entry" (lower case). */
    nounOne: 'entry',
    /** The list's noun for several rows, as in "5 entries" (lower case). */
    nounOther: 'entries',
    /** Shown when the filters find no entry. */
    widenHint: 'Lower the level, widen the dates or clear a filter.',
    /** Column header, filter and detail label: when the entry was logged. */
    time: 'Time',
    /** Column header, filter and detail label: the entry's log level (debug, info, warning, error, critical). */
    level: 'Level',
    /** A level filter's choice; {level} is a log level's code name (e.g. "warning"). */
    levelAndAbove: '{level} and above',
    /** The level filter's choice of no filter. */
    everyLevel: 'Every level',
    /** Column header, filter and detail label: the service that logged the entry. */
    service: 'Service',
    /** The service filter's choice of no filter. */
    everyService: 'Every service',
    /** The service filter's only choice while the services load. */
    loadingServices: 'Loading services…',
    /** Column header and detail label: the logged message. */
    message: 'Message',
    /** Column header and detail label: the request's identifier. */
    requestId: 'Request id',
    /** In place of a missing request id. */
    none: 'None',
    /** Under an entry's heading; {id} is the entry's number. */
    entryNumber: 'Entry #{id}',
    /** Button: copy the whole entry (as JSON). */
    copyEntry: 'Copy entry',
    /** Card title: the entry's data. */
    payload: 'Payload',
    /** Name of the payload's text box, for screen readers. */
    payloadText: 'Payload text',
    /** Button: copy the payload. */
    copyPayload: 'Copy payload',
    /** Card title: the entry's stack trace. */
    stackTrace: 'Stack trace',
    /** Name of the stack trace's text box, for screen readers. */
    stackTraceText: 'Stack trace text',
    /** Button: copy the stack trace. */
    copyStackTrace: 'Copy stack trace',
    /** In the stack trace card when there is none. */
    noStackTrace: 'This entry has no stack trace.',
    /** Toast after copying. */
    entryCopied: 'The whole entry copied.',
    /** Toast after copying. */
    payloadCopied: 'The payload copied.',
    /** Toast after copying. */
    stackTraceCopied: 'The stack trace copied.',
    /** Toast when copying failed. */
    entryNotCopied: 'The whole entry could not be copied: select the text and copy it by hand.',
    /** Toast when copying failed. */
    payloadNotCopied: 'The payload could not be copied: select the text and copy it by hand.',
    /** Toast when copying failed. */
    stackTraceNotCopied: 'The stack trace could not be copied: select the text and copy it by hand.',
  },
  {
    de: () => import('./locales/admin-devlogs.de.po?raw'),
    fr: () => import('./locales/admin-devlogs.fr.po?raw'),
  },
);
