// @vitest-environment jsdom
import '../test-support/resize-observer.ts';

import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Combobox } from './combobox.tsx';
import { FormField } from './form-field.tsx';
import { PasswordInput } from './password-input.tsx';
import { Select } from './select.tsx';
import { TextInput } from './text-input.tsx';
import { Textarea } from './textarea.tsx';

afterEach(cleanup);

const options = [
  { value: 'low', label: 'Low' },
  { value: 'high', label: 'High' },
];

/** Each kit control as a FormField's child, and how to find it by its accessible name. */
const controls: Record<string, { control: ReactElement; find: () => Promise<HTMLElement>; text?: boolean }> =
  {
    TextInput: {
      control: <TextInput />,
      find: async () => screen.getByRole('textbox', { name: 'Field' }),
      text: true,
    },
    Textarea: {
      control: <Textarea />,
      find: async () => screen.getByRole('textbox', { name: 'Field' }),
      text: true,
    },
    // A password box has no role: it is found by the label that names it.
    PasswordInput: {
      control: <PasswordInput />,
      find: async () => screen.getByLabelText(/^Field/, { selector: 'input' }),
      text: true,
    },
    // The stand-in: labelled by the label, then by its own text (the chosen option), which a browser reads as
    // "Field Low" and jsdom's name computation, leaving out the button's reference to itself, as "Field".
    Select: {
      control: <Select options={options} value="low" onChange={() => undefined} />,
      find: async () => screen.getByRole('button', { name: 'Field Low' }),
    },
    // With a name, the real listbox (Headless UI) from the start.
    'Select (listbox)': {
      control: <Select name="level" options={options} value="low" onChange={() => undefined} />,
      find: async () => {
        await vi.waitFor(() => expect(document.querySelector('input[name="level"]')).not.toBeNull());
        return screen.getByRole('button', { name: 'Field Low' });
      },
    },
    Combobox: {
      control: (
        <Combobox
          options={options}
          value={null}
          onChange={() => undefined}
          getLabel={(o) => o.label}
          getKey={(o) => o.value}
        />
      ),
      find: async () => screen.getByRole('combobox', { name: 'Field' }),
    },
  };

const describedBy = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);

describe.each(Object.entries(controls))('%s in a FormField', (_name, { control, find, text }) => {
  it('is named by the label, described by the description then the error, and marked invalid and required', async () => {
    render(
      <FormField label="Field" description="Hint" error="Wrong" required>
        {control}
      </FormField>,
    );
    const element = await find();
    expect(describedBy(element)).toEqual(['Hint', 'Wrong']);
    expect(element.getAttribute('aria-invalid')).toBe('true');
    if (text) expect(element).toHaveProperty('required', true);
  });

  it('is neither invalid nor described without an error or a description, and a disabled field disables it', async () => {
    const { rerender } = render(<FormField label="Field">{control}</FormField>);
    const element = await find();
    expect(element.getAttribute('aria-invalid')).toBeNull();
    expect(element.getAttribute('aria-describedby')).toBeNull();
    expect(element).toHaveProperty('disabled', false);
    rerender(
      <FormField label="Field" disabled>
        {control}
      </FormField>,
    );
    await vi.waitFor(async () => expect(await find()).toHaveProperty('disabled', true));
    expect(screen.getByText('Field').classList.contains('opacity-60')).toBe(true);
  });
});

describe('FormField wiring', () => {
  it("joins a caller's aria-describedby after the field's; a caller's id and required win", () => {
    render(
      <>
        <p id="more">More</p>
        <FormField label="Field" description="Hint" required>
          <TextInput id="own" aria-describedby="more" required={false} />
        </FormField>
      </>,
    );
    // Not the label's `for` any more: the label names it by aria-labelledby.
    const input = screen.getByRole('textbox', { name: 'Field' });
    expect(input.id).toBe('own');
    expect(describedBy(input)).toEqual(['Hint', 'More']);
    expect(input).toHaveProperty('required', false);
  });

  it('a click on the label focuses a text box, and focuses a Select without opening it', async () => {
    render(
      <>
        <FormField label="Name">
          <TextInput />
        </FormField>
        <FormField label="Level">
          <Select options={options} value="low" onChange={() => undefined} />
        </FormField>
      </>,
    );
    await userEvent.click(screen.getByText('Name'));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
    await userEvent.click(screen.getByText('Level'));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Level Low' }));
    expect(screen.getByRole('button', { name: 'Level Low' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it("names a Combobox's button by the field's label and what it does", () => {
    render(
      <FormField label="Country">
        <Combobox
          options={options}
          value={null}
          onChange={() => undefined}
          getLabel={(o) => o.label}
          getKey={(o) => o.value}
        />
      </FormField>,
    );
    expect(screen.getByRole('button', { name: 'Country Show options' })).toBeTruthy();
  });
});
