// @vitest-environment jsdom
import { Checkbox as HeadlessCheckbox } from '@headlessui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { ChoiceField } from './choice-field.tsx';

afterEach(cleanup);

describe('ChoiceField', () => {
  it('labels and describes its control', () => {
    render(
      <ChoiceField
        control={<HeadlessCheckbox checked={false} />}
        label="Notify me"
        description="By e-mail"
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Notify me' });
    const described = document.getElementById(box.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('By e-mail');
  });

  it("lets a className win over the kit's own gap", () => {
    const { container } = render(
      <ChoiceField control={<input type="checkbox" />} label="A" className="gap-6" />,
    );
    expect(container.firstElementChild?.classList.contains('gap-6')).toBe(true);
    expect(container.firstElementChild?.classList.contains('gap-3')).toBe(false);
  });
});
