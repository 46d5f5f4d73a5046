// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { FormField } from './form-field.tsx';
import { TextInput } from './text-input.tsx';

afterEach(cleanup);

describe('FormField', () => {
  it('labels the control, describes it with the description and the error, and marks it invalid and required', () => {
    render(
      <FormField label="E-mail" description="Your work address" error="Enter a valid e-mail" required>
        <TextInput />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: /E-mail/ });
    expect(input).toHaveProperty('required', true);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(expect.arrayContaining(['Your work address', 'Enter a valid e-mail']));
  });

  it('leaves a valid control without aria-invalid, and the error is focusable when present', () => {
    const { rerender } = render(
      <FormField label="Name">
        <TextInput />
      </FormField>,
    );
    expect(screen.getByRole('textbox').getAttribute('aria-invalid')).toBeNull();
    rerender(
      <FormField label="Name" error="Required">
        <TextInput />
      </FormField>,
    );
    const error = screen.getByText('Required');
    error.focus();
    expect(document.activeElement).toBe(error);
  });

  it("lets a className win over the kit's own gap", () => {
    const { container } = render(
      <FormField label="Name" className="gap-4">
        <TextInput />
      </FormField>,
    );
    expect(container.firstElementChild?.classList.contains('gap-4')).toBe(true);
    expect(container.firstElementChild?.classList.contains('gap-1.5')).toBe(false);
  });
});
