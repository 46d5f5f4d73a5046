// @vitest-environment jsdom
// Keys typed right after Ctrl-K, while the palette's code and dialog still load, end up in its box: none is lost,
// and an Enter typed meanwhile chooses nothing.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderRoute } from '~/testing';

describe('the command palette opened and typed into at once', () => {
  it('keeps every key typed before its box was on screen, and drops an early Enter', async () => {
    const { location } = await renderRoute('/dashboard');
    await screen.findByRole('heading', { level: 1, name: /^Welcome/ });
    // All in one go, before anything of the palette can load or render.
    fireEvent.keyDown(document, { key: 'k', ctrlKey: true });
    for (const key of ['r', 'o', 'l', 'e', 's', 'Enter']) fireEvent.keyDown(document, { key });
    const box = await screen.findByRole('combobox', { name: 'Search screens, actions and records' });
    await waitFor(() => expect((box as HTMLInputElement).value).toBe('roles'));
    expect(location().pathname).toBe('/dashboard');
    expect(await screen.findByRole('option', { name: /Roles/ })).toBeTruthy();
  });
});
