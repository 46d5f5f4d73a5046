// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { choiceDescriptionId, ChoiceField } from './choice-field.tsx';

afterEach(cleanup);

describe('ChoiceField', () => {
  it('names its control by the label, which takes its clicks, and describes it', async () => {
    const onChange = vi.fn();
    render(
      <ChoiceField
        controlId="notify"
        control={
          <input
            type="checkbox"
            id="notify"
            aria-describedby={choiceDescriptionId('notify', 'By e-mail')}
            onChange={onChange}
          />
        }
        label="Notify me"
        description="By e-mail"
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Notify me' });
    const described = document.getElementById(box.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('By e-mail');
    await userEvent.click(screen.getByText('Notify me'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('dims the label of a disabled control, and has no description id without a description', () => {
    render(
      <ChoiceField controlId="a" control={<input type="checkbox" id="a" disabled />} label="A" disabled />,
    );
    expect(screen.getByText('A').classList.contains('opacity-60')).toBe(true);
    expect(choiceDescriptionId('a', undefined)).toBeUndefined();
  });

  it("lets a className win over the kit's own gap", () => {
    const { container } = render(
      <ChoiceField controlId="a" control={<input type="checkbox" id="a" />} label="A" className="gap-6" />,
    );
    expect(container.firstElementChild?.classList.contains('gap-6')).toBe(true);
    expect(container.firstElementChild?.classList.contains('gap-3')).toBe(false);
  });
});
