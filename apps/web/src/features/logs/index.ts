export { LogsPage } from './components/logs-page';
export { LogPage } from './components/log-page';
export { LogChanges } from './components/log-changes';
export { LogFacts, type LogFact } from './components/log-facts';
export { logsQueries } from './logs.queries';
export { unlessBackwards } from './day-range';
export { actionLabel, logActions } from './log-actions';
export { ActionFilter, DayRangeFilter, EntryTimeInFull } from './components/log-list-parts';
export {
  actionColumn,
  descriptionColumn,
  entryLinkColumn,
  entryWhenColumn,
  ipColumn,
  whenColumn,
} from './components/log-columns';
export { IN_TEXT, targetName, TargetFact, type TargetLink } from './components/log-list-parts';
export { LogListTable, dayRangeChips, logFiltersNarrow, useRowsShownMark } from './components/log-list-table';
