// Pieces every log screen shares (the console's audit log, the staff's audit and developer logs).
import { Button, EmptyState, formatDate, formatRelative, FormField, Select, TextInput } from '@console/ui';

export { isBackwardsRange } from '../day-range';

/** A day range filter: From and To, each a calendar day in the URL (a backwards range is said by the list). */
export function DayRangeFilter({
  from,
  to,
  onChange,
}: {
  from: string | undefined;
  to: string | undefined;
  onChange: (patch: { date_from?: string; date_to?: string }) => unknown;
}) {
  return (
    <>
      <FormField label="From" className="w-40">
        <TextInput
          type="date"
          value={from ?? ''}
          max={to}
          onChange={(event) => void onChange({ date_from: event.target.value || undefined })}
        />
      </FormField>
      <FormField label="To" className="w-40">
        <TextInput
          type="date"
          value={to ?? ''}
          min={from}
          onChange={(event) => void onChange({ date_to: event.target.value || undefined })}
        />
      </FormField>
    </>
  );
}

/** The Action filter: the log's actions in words, after "Any action". */
export function ActionFilter({
  actions,
  value,
  onChange,
}: {
  actions: ReadonlyArray<{ value: string; label: string }>;
  value: string | undefined;
  onChange: (patch: { action: string | undefined }) => unknown;
}) {
  return (
    <FormField label="Action" className="w-56">
      <Select
        options={[{ value: '', label: 'Any action' }, ...actions]}
        value={value ?? ''}
        onChange={(picked: string) => void onChange({ action: picked || undefined })}
      />
    </FormField>
  );
}

/** What a log's list shows for a backwards day range instead of asking the server, with the way out. */
export function BackwardsRange({ onSwap }: { onSwap: () => unknown }) {
  return (
    <EmptyState
      title="The date range is backwards"
      description="From is after To, so no entry can match. Swap the dates, or change one of them."
      action={
        <Button variant="secondary" onClick={() => void onSwap()}>
          Swap the dates
        </Button>
      }
    />
  );
}

/** The empty state of a log whose filters match nothing, with the way back to every entry. */
export function NoMatchingEntries({ hint, onClear }: { hint: string; onClear: () => unknown }) {
  return (
    <EmptyState
      title="No entries match these filters"
      description={hint}
      action={
        <Button variant="secondary" onClick={() => void onClear()}>
          Show all entries
        </Button>
      }
    />
  );
}

/** When an entry was written: the instant to the second, relative time on hover. */
export function EntryTime({ at }: { at: string }) {
  return (
    <time dateTime={at} title={formatRelative(at)}>
      {formatDate(at, { time: 'seconds' })}
    </time>
  );
}

/** When an entry was written, on its details page: the instant and how long ago. */
export function EntryTimeInFull({ at }: { at: string }) {
  return (
    <>
      <time dateTime={at}>{formatDate(at, { time: 'seconds' })}</time>{' '}
      <span className="text-fg-muted">({formatRelative(at)})</span>
    </>
  );
}

/** An entry's action in a list: in words, with its code under it. */
export function ActionCell({ label, code }: { label: string; code: string }) {
  return (
    <span className="flex flex-col">
      <span>{label}</span>
      <code className="text-xs text-fg-muted">{code}</code>
    </span>
  );
}
