// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { PageHeader } from './page-header.tsx';

afterEach(cleanup);

describe('PageHeader', () => {
  it('shows the title as the page heading and the trail with the current page marked', () => {
    render(
      <PageHeader
        title="Edit user"
        breadcrumbs={[{ label: 'Users', href: '/users' }, { label: 'Jane Doe' }]}
        actions={<button type="button">Save</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Edit user' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Users' }).getAttribute('href')).toBe('/users');
    expect(screen.getByText('Jane Doe').getAttribute('aria-current')).toBe('page');
  });

  it("lets a className win over the kit's own margin", () => {
    const { container } = render(<PageHeader title="Users" className="mb-2" />);
    const classes = container.querySelector('header')?.classList;
    expect(classes?.contains('mb-2')).toBe(true);
    expect(classes?.contains('mb-6')).toBe(false);
  });
});
