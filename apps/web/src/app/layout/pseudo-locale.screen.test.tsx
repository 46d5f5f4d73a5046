// The pseudo-locale finds words that bypass the catalogs (docs/decisions/0049-languages.md): the screens below,
// one of each kind, show none of their own words in plain English. Record data (names, e-mails) is excepted.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { plainEnglishIn, renderRoute } from '~/testing';

// Seed data that shows in chrome: the signed-in person in the header, record names in headings and options.
const DATA = [/Olivia Bennett/, /Henry Dawson/, /@acme\.test/, /Acme/, /^\d{1,2} [A-Z][a-z]+ \d{4}/];

describe('the pseudo-locale', () => {
  it('shows the frame and the dashboard in catalog words only', async () => {
    const { container } = await renderRoute('/dashboard', { locale: 'en-XA' });
    await screen.findByRole('heading', { level: 1 });
    expect(document.documentElement.lang).toBe('en-XA');
    expect(plainEnglishIn(container, DATA)).toEqual([]);
  });
});
