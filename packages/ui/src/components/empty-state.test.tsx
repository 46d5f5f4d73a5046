// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { EmptyState } from './empty-state.tsx';

afterEach(cleanup);

describe('EmptyState', () => {
  it('shows the title, the description and the action', () => {
    render(
      <EmptyState
        title="No users yet"
        description="Add the first one."
        action={<a href="/users/add">Add user</a>}
      />,
    );
    expect(screen.getByText('No users yet')).toBeTruthy();
    expect(screen.getByText('Add the first one.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add user' })).toBeTruthy();
  });

  it("lets a className win over the kit's own padding", () => {
    const { container } = render(<EmptyState title="Nothing" className="py-2" />);
    expect(container.firstElementChild?.classList.contains('py-2')).toBe(true);
    expect(container.firstElementChild?.classList.contains('py-10')).toBe(false);
  });
});
