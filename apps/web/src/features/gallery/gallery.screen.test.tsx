// @vitest-environment jsdom
// The component gallery (development and test builds) renders the kit's pieces from its route.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderRoute } from '~/testing';

describe('the component gallery', () => {
  it('shows its sections, without a sign-in', async () => {
    await renderRoute('/gallery', { as: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Component gallery' })).toBeTruthy();
    for (const section of ['Buttons', 'Badges and avatars', 'Cards and page states'])
      expect(screen.getByRole('heading', { name: section })).toBeTruthy();
  });
});
