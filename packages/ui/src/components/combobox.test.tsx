// @vitest-environment jsdom
import '../test-support/resize-observer.ts';

import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Combobox } from './combobox.tsx';

afterEach(cleanup);

const people = [
  { id: 1, name: 'Alice Smith' },
  { id: 2, name: 'Bob Jones' },
];

describe('Combobox', () => {
  it('filters the options by what is typed and picks one', async () => {
    const onChange = vi.fn();
    render(
      <Combobox
        aria-label="Person"
        options={people}
        value={null}
        onChange={onChange}
        getLabel={(p) => p.name}
        getKey={(p) => p.id}
      />,
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Person' }), 'bob');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Bob Jones']);
    await userEvent.click(options[0]!);
    expect(onChange).toHaveBeenCalledWith(people[1]);
  });

  /** Alice is the current value; `filter` stands in for a server search that always lists her. */
  const withAliceChosen = (filter?: (all: ReadonlyArray<(typeof people)[number]>) => typeof people) => {
    const onChange = vi.fn();
    render(
      <Combobox
        aria-label="Person"
        options={people}
        value={people[0]!}
        onChange={onChange}
        getLabel={(p) => p.name}
        getKey={(p) => p.id}
        filter={filter}
      />,
    );
    return { onChange, input: screen.getByRole('combobox', { name: 'Person' }) };
  };

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
    render(
      <Combobox
        aria-label="Person"
        options={people}
        value={null}
        onChange={vi.fn()}
        getLabel={(p) => p.name}
        getKey={(p) => p.id}
        onQueryChange={onQueryChange}
      />,
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Person' }), 'bo');
    expect(onQueryChange).toHaveBeenLastCalledWith('bo');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onQueryChange).toHaveBeenLastCalledWith('');
  });

  it('puts a className on its outermost element', () => {
    const { container } = render(
      <Combobox
        aria-label="Person"
        options={people}
        value={null}
        onChange={() => undefined}
        getLabel={(p) => p.name}
        getKey={(p) => p.id}
        className="absolute"
      />,
    );
    const outer = container.querySelector('.absolute');
    expect(outer?.contains(screen.getByRole('combobox'))).toBe(true);
    expect(outer?.classList.contains('relative')).toBe(false);
  });
});
