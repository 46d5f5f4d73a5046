// @vitest-environment jsdom
import '../test-support/resize-observer.ts';

import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Combobox, type ComboboxProps } from './combobox.tsx';

afterEach(cleanup);

const people = [
  { id: 1, name: 'Alice Smith' },
  { id: 2, name: 'Bob Jones' },
];
type Person = (typeof people)[number];

/** The combobox over `people`, named "Person", with nothing chosen; `props` change the rest. */
function renderPeople(props: Partial<ComboboxProps<Person>> = {}) {
  const onChange = vi.fn();
  const view = render(
    <Combobox
      aria-label="Person"
      options={people}
      value={null}
      onChange={onChange}
      getLabel={(p) => p.name}
      getKey={(p) => p.id}
      {...props}
    />,
  );
  return { ...view, onChange, input: screen.getByRole('combobox', { name: 'Person' }) };
}

describe('Combobox', () => {
  it('filters the options by what is typed and picks one', async () => {
    const { onChange, input } = renderPeople();
    await userEvent.type(input, 'bob');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Bob Jones']);
    await userEvent.click(options[0]!);
    expect(onChange).toHaveBeenCalledWith(people[1]);
  });

  /** Alice is the current value; `filter` stands in for a server search that always lists her. */
  const withAliceChosen = (filter?: (all: ReadonlyArray<Person>) => Person[]) =>
    renderPeople({ value: people[0]!, filter });

  it('Enter takes the first match of what is typed, not the current value', async () => {
    const { onChange, input } = withAliceChosen();
    await userEvent.clear(input);
    await userEvent.type(input, 'bo');
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Bob Jones']);
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(people[1]);
  });

  it('with its own filter that keeps the current value listed, Enter still takes the typed match', async () => {
    const { onChange, input } = withAliceChosen((all) => [...all]);
    await userEvent.clear(input);
    await userEvent.type(input, 'Bob');
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Bob Jones']);
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(people[1]);
  });

  it('closed, tells a server search behind it that the box is empty again', async () => {
    const onQueryChange = vi.fn();
    const { input } = renderPeople({ onQueryChange });
    await userEvent.type(input, 'bo');
    expect(onQueryChange).toHaveBeenLastCalledWith('bo');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onQueryChange).toHaveBeenLastCalledWith('');
  });

  it('puts a className on its outermost element', () => {
    const { container } = renderPeople({ className: 'absolute' });
    const outer = container.querySelector('.absolute');
    expect(outer?.contains(screen.getByRole('combobox'))).toBe(true);
    expect(outer?.classList.contains('relative')).toBe(false);
  });
});
