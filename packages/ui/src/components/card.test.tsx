// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { Card } from './card.tsx';

afterEach(cleanup);

describe('Card', () => {
  it('titles its section with a heading of the level asked for, with actions and footer', () => {
    render(
      <Card title="Security" headingLevel={3} actions={<button type="button">Edit</button>} footer="Saved">
        Body
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Security' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByText('Saved').tagName).toBe('FOOTER');
  });

  it("lets a className win over the kit's own rounding", () => {
    const { container } = render(<Card className="rounded-none">Body</Card>);
    const classes = container.firstElementChild?.classList;
    expect(classes?.contains('rounded-none')).toBe(true);
    expect(classes?.contains('rounded-lg')).toBe(false);
  });
});
