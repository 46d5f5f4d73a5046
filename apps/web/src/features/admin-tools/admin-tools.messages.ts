// The staff's tools (docs/decisions/0049-languages.md): the server's caches and the developer tools' diagnostics.
import { defineMessages } from '@console/ui/i18n';

export const adminToolsMessages = defineMessages(
  {
    /** Page heading of the caches page; also its table's caption. */
    cachesTitle: 'Caches',
    /** Under that heading. */
    cachesDescription:
      "The server's caches. Flushing one frees it; what it held is read again, more slowly, until it fills.",
    /** Button and confirm button: empty every cache. */
    flushAll: 'Flush all caches',
    /** Column header: the cache's name and description. */
    cache: 'Cache',
    /** Column header: how many entries the cache holds. */
    entries: 'Entries',
    /** Column header: the cache's size. */
    size: 'Size',
    /** Column header: the share of reads the cache answered. */
    hitRate: 'Hit rate',
    /** For screen readers, in place of a dash, when an empty cache has no hit rate yet. */
    noHitRate: 'No hit rate yet',
    /** A row's button to empty its cache. */
    flush: 'Flush',
    /** That button's name for screen readers; {name} is the cache's name. */
    flushNamed: 'Flush {name}',
    /** Title of the dialog that asks before emptying every cache. */
    flushAllTitle: 'Flush every cache?',
    /** Title of the dialog that asks before emptying one cache; {name} is the cache's name. */
    flushOneTitle: 'Flush the {name} cache?',
    /** Text of the first dialog; {list} lists what gets slower, separated by semicolons. */
    flushAllText: 'Until they fill again, these are slower: {list}.',
    /** Text of the second dialog; {count} is its entries, {slower} what gets slower. */
    flushOneText:
      '{count, plural, one {Its # entry are dropped. Until it fills again, this is slower: {slower}.} other {Its # entries are dropped. Until it fills again, this is slower: {slower}.}}',
    /** Confirm button of the second dialog. */
    flushCache: 'Flush cache',
    /** What gets slower after flushing the privileges cache. */
    slowerPrivileges: 'every user’s next request, while their privileges are read again',
    /** What gets slower after flushing the organizations cache. */
    slowerOrganizations: 'pages that show organizations, while their records are read again',
    /** What gets slower after flushing the help pages cache. */
    slowerHelp: 'opening help articles, while they are rendered again',
    /** What gets slower after flushing the desktops' power states cache. */
    slowerDesktops: 'virtual desktop lists, while each desktop’s power state is asked again',
    /** What gets slower after flushing another cache; {description} is the cache's description (in English). */
    slowerOther: 'what reads “{description}”',
    /** Toast after emptying one cache; {name} is the cache, {count} the entries dropped. */
    flushedOne:
      '{count, plural, one {The {name} cache is flushed (# entry).} other {The {name} cache is flushed (# entries).}}',
    /** Toast after emptying every cache; {count} is the entries dropped. */
    flushedAll:
      '{count, plural, one {Every cache is flushed (# entry).} other {Every cache is flushed (# entries).}}',
    /** Page heading of the developer tools. */
    devtoolsTitle: 'Developer tools',
    /** Under that heading. */
    devtoolsDescription:
      "Diagnostics of the platform's back ends: each shows its last result, how long it took and when it ran.",
    /** Button: run every diagnostic check. */
    runAll: 'Run all checks',
    /** Name of the list of checks, for screen readers. */
    checksLabel: 'Diagnostic checks',
    /** A check's button. */
    run: 'Run',
    /** That button's name for screen readers; {name} is the check's name. */
    runNamed: 'Run {name}',
    /** Label: the check's last result. */
    result: 'Result',
    /** Label: the check's message. */
    message: 'Message',
    /** Label: how long the check took. */
    took: 'Took',
    /** How long the check took; {ms} is a number of milliseconds. */
    milliseconds: '{ms} ms',
    /** Label: when the check last ran. */
    lastRun: 'Last run',
    /** In a check's card before it ever ran. */
    notRun: 'Not run yet.',
    /** A check's result. */
    statusOk: 'OK',
    /** A check's result. */
    statusWarning: 'Warning',
    /** A check's result. */
    statusFailed: 'Failed',
    /** Toast after running checks that all passed; {count} is the checks run. */
    checksPassed: '{count, plural, one {# check ran: all is well.} other {# checks ran: all is well.}}',
    /** Toast after running checks some of which failed; {count} is the checks run, {failed} those that failed. */
    checksFailed:
      '{count, plural, one {# check ran: {failed} need attention.} other {# checks ran: {failed} need attention.}}',
  },
  {
    de: () => import('./locales/admin-tools.de.po?raw'),
    fr: () => import('./locales/admin-tools.fr.po?raw'),
  },
);
