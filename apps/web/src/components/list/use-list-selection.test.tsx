// @vitest-environment jsdom
// The bulk actions' promises to the person: Undo for what changed even when some rows failed or the run was
// cancelled, nothing run by a click made offline, a question before anything that locks people out, and a
// run that ends after the list was left reported where the person is (docs/decisions/0028-list-power.md).
import { onlineManager } from '@tanstack/react-query';
import { act, cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { toast } from '@console/ui';

import { type BulkAction, statusBulkActions } from './bulk-actions';
import { SelectionBar } from './selection-bar';
import { useListSelection } from './use-list-selection';

configure({ asyncUtilTimeout: 5000 });

type Person = { id: number; name: string; active: boolean };
const people: Person[] = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'].map((name, i) => ({
  id: i + 1,
  name,
  active: true,
}));

function List({ actions }: { actions: BulkAction<Person>[] }) {
  const { table, bar } = useListSelection<Person>({
    actions,
    rowId: (p) => String(p.id),
    rowLabel: (p) => p.name,
    noun: { one: 'person', other: 'people' },
    rows: people,
    total: people.length,
    filterKey: '',
    loadAll: () => Promise.resolve(people),
  });
  return (
    <>
      <button
        type="button"
        onClick={() => table.selection?.onChange(new Set(people.map((p) => String(p.id))))}
      >
        Pick all
      </button>
      <button type="button" onClick={() => table.selection?.onChange(new Set(['1']))}>
        Pick Ann
      </button>
      {bar && <SelectionBar {...bar} />}
    </>
  );
}

/** Deactivate and Activate over calls that fail for the names in `failing` (everyone active unless `statusOf`). */
function statusActions(
  failing: ReadonlySet<string>,
  sent: Array<[string, boolean]>,
  statusOf: (p: Person) => boolean = (p) => p.active,
) {
  return statusBulkActions<Person>({
    set: (person, active) => {
      sent.push([person.name, active]);
      return failing.has(person.name) ? Promise.reject(new Error('The server refused')) : Promise.resolve();
    },
    statusOf,
    refresh: () => Promise.resolve(),
    off: ['Deactivate', 'Deactivating', 'deactivated'],
    offConsequence: () => 'They cannot sign in until activated again.',
  });
}

async function deactivateAll(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Pick all' }));
  await user.click(screen.getByRole('button', { name: 'Deactivate' }));
  const question = await screen.findByRole('alertdialog');
  await user.click(within(question).getByRole('button', { name: 'Deactivate 5 people' }));
}

const within = (element: HTMLElement) => ({
  getByRole: (role: string, options: { name: string }) =>
    screen.getAllByRole(role, options).find((found) => element.contains(found)) as HTMLElement,
});

beforeEach(() => onlineManager.setOnline(true));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('bulk actions', () => {
  it('asks before a lockout, naming the count and the consequence, and sends nothing on Cancel', async () => {
    const sent: Array<[string, boolean]> = [];
    const user = userEvent.setup();
    render(<List actions={statusActions(new Set(), sent)} />);
    await user.click(screen.getByRole('button', { name: 'Pick all' }));
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const question = await screen.findByRole('alertdialog', { name: 'Deactivate 5 people?' });
    expect(question.textContent).toContain('Ann, Bob, Cid and 2 more will be deactivated.');
    expect(question.textContent).toContain('They cannot sign in until activated again.');
    expect(question.textContent).toContain('You can undo it right after.');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);
    // Everyone is active already: Activate sends nothing (no write that changes nothing) and says why.
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(
      await screen.findByText('Nothing to activate: Ann, Bob, Cid and 2 more are already activated.'),
    ).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('leaves out before asking the rows that cannot take the action, and says so in the question', async () => {
    const sent: Array<[string, boolean]> = [];
    const user = userEvent.setup();
    // Bob is inactive already.
    render(<List actions={statusActions(new Set(), sent, (p) => p.name !== 'Bob')} />);
    await user.click(screen.getByRole('button', { name: 'Pick all' }));
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const question = await screen.findByRole('alertdialog', { name: 'Deactivate 4 people?' });
    expect(question.textContent).toContain('4 of 5 will be deactivated; Bob is already deactivated.');
    await user.click(within(question).getByRole('button', { name: 'Deactivate 4 people' }));
    await waitFor(() => expect(sent).toHaveLength(4));
    expect(sent.map(([name]) => name)).not.toContain('Bob');
  });

  it('names one row in the singular ("1 person", not a plural with its "s" cut off)', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => 0);
    const user = userEvent.setup();
    render(<List actions={statusActions(new Set(), [])} />);
    await user.click(screen.getByRole('button', { name: 'Pick Ann' }));
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const question = await screen.findByRole('alertdialog', { name: 'Deactivate 1 person?' });
    await user.click(within(question).getByRole('button', { name: 'Deactivate 1 person' }));
    await waitFor(() => expect(success.mock.calls[0]?.[0]).toBe('1 person deactivated.'));
  });

  it('offers Undo for the rows that changed when others failed, and puts back exactly those', async () => {
    const sent: Array<[string, boolean]> = [];
    const user = userEvent.setup();
    render(<List actions={statusActions(new Set(['Bob', 'Dee']), sent)} />);
    await deactivateAll(user);
    const panel = await screen.findByRole('alert');
    await waitFor(() => expect(panel.textContent).toContain('2 of 5 could not be deactivated'));
    sent.length = 0;
    await user.click(screen.getByRole('button', { name: 'Undo the 3 that changed' }));
    await waitFor(() => expect(sent.map(([name]) => name).sort()).toEqual(['Ann', 'Cid', 'Eve']));
    expect(sent.every(([, active]) => active)).toBe(true);
  });

  it('pressed offline, says so at once and sends nothing, then or when the connection is back', async () => {
    const sent: Array<[string, boolean]> = [];
    const user = userEvent.setup();
    render(<List actions={statusActions(new Set(), sent)} />);
    await user.click(screen.getByRole('button', { name: 'Pick all' }));
    act(() => onlineManager.setOnline(false));
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'You are offline: nothing was changed. Try again once the connection is back.',
    );
    act(() => onlineManager.setOnline(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(sent).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a Cancel as such, not as an error, and offers to continue with the rows not started', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = statusActions(new Set(), []).map((action) => ({
      ...action,
      run: async (row: Person, signal: AbortSignal) => {
        await gate;
        return action.run(row, signal);
      },
    }));
    const user = userEvent.setup();
    render(<List actions={slow} />);
    await deactivateAll(user);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    release();
    // Four were in flight and finish; the fifth never starts.
    expect(await screen.findByText(/Cancelled: 4 of 5 deactivated, 1 not started\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue with the remaining 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Undo the 4 that changed' })).toBeTruthy();
  });

  it('reports in a toast, with the names, a run that ends after the list was left', async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => 0);
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const sent: Array<[string, boolean]> = [];
    // Everyone inactive: turning people on locks nobody out, so it runs at once.
    const slow = statusActions(new Set(['Cid']), sent, () => false).map((action) => ({
      ...action,
      run: async (row: Person, signal: AbortSignal) => {
        await gate;
        return action.run(row, signal);
      },
    }));
    const user = userEvent.setup();
    const { unmount } = render(<List actions={slow} />);
    await user.click(screen.getByRole('button', { name: 'Pick all' }));
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    await screen.findByText(/Activating people/);
    unmount();
    release();
    await waitFor(() => expect(error).toHaveBeenCalledOnce());
    expect(error.mock.calls[0]?.[0]).toBe('1 of 5 people could not be activated.');
    expect(error.mock.calls[0]?.[1]?.description).toBe('Cid: The server refused');
  });
});
