// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Tabs } from './tabs.tsx';

afterEach(cleanup);

const tabs = [
  { id: 'one', label: 'One', content: 'First panel' },
  { id: 'two', label: 'Two', content: 'Second panel' },
];

describe('Tabs', () => {
  it('shows the selected panel and moves with the arrow keys', async () => {
    const onChange = vi.fn();
    render(<Tabs aria-label="Sections" tabs={tabs} onChange={onChange} />);
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeTruthy();
    expect(screen.getByRole('tabpanel').textContent).toBe('First panel');
    await userEvent.click(screen.getByRole('tab', { name: 'One' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('two');
    expect(screen.getByRole('tabpanel').textContent).toBe('Second panel');
  });

  it('puts a className on its outermost element', () => {
    const { container } = render(<Tabs aria-label="Sections" tabs={tabs} className="mt-4" />);
    expect(container.firstElementChild?.classList.contains('mt-4')).toBe(true);
  });
});
