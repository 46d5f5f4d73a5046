// @vitest-environment jsdom
// The kit's own words follow the tab's language (docs/decisions/0049-languages.md): German from its PO files,
// and in the pseudo-locale no built-in word of the kit stays plain English.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { ConfirmDialog } from './components/confirm-dialog.tsx';
import { DataTable } from './components/data-table.tsx';
import { ErrorState } from './components/error-state.tsx';
import { Pagination } from './components/pagination.tsx';
import { PasswordInput } from './components/password-input.tsx';
import { Spinner } from './components/spinner.tsx';
import { changeLocale, type Locale, PSEUDO_LOCALE } from './i18n/index.ts';
import { kitMessages } from './kit.messages.ts';
import { kitShellMessages } from './kit-shell.messages.ts';

afterEach(async () => {
  cleanup();
  await act(() => changeLocale('en'));
});

async function renderIn(locale: Locale) {
  // The lazily used catalogs register when their module loads: load them before the switch, as a screen would.
  await Promise.all([kitMessages.load(locale), kitShellMessages.load(locale)]);
  await act(() => changeLocale(locale));
  // Awaited: in German every useMessages reads its catalog's promise with use(), and React's act() then waits for
  // the dialog's popup, which loads on first use, instead of leaving it unrendered (i18n/messages.ts).
  await act(async () => {
    render(
      <>
        <Spinner />
        <PasswordInput aria-label="Secret" />
        <Pagination page={2} pageSize={25} total={1234} onPageChange={() => undefined} />
        <ErrorState onRetry={() => undefined} />
        <DataTable
          caption="Things"
          columns={[{ id: 'name', header: 'Name', cell: (row: { id: string }) => row.id }]}
          rows={[]}
          getRowId={(row) => row.id}
          selection={{ selected: new Set(), onChange: () => undefined, getRowLabel: (row) => row.id }}
        />
        <ConfirmDialog
          open
          title="Delete it"
          message="It goes."
          onClose={() => undefined}
          onConfirm={() => undefined}
        />
      </>,
    );
  });
}

describe('the kit in another language', () => {
  it('speaks German', async () => {
    await renderIn('de');
    // Hidden: the open dialog makes the rest of the page inert.
    const behind = { hidden: true };
    expect(screen.getByText('Wird geladen')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Passwort anzeigen', ...behind }).textContent).toBe('Anzeigen');
    expect(screen.getByText('26–50 von 1.234')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zurück', ...behind })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Seite 3', ...behind })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Erneut versuchen', ...behind })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Alle Zeilen auswählen', ...behind })).toBeTruthy();
    expect(screen.getByText('Keine Ergebnisse')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Abbrechen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeTruthy();
  });

  it('has no plain English word of its own in the pseudo-locale', async () => {
    await renderIn(PSEUDO_LOCALE);
    await screen.findAllByRole('button', { name: /~/ });
    await screen.findAllByRole('alertdialog');
    // Hidden: the open dialog makes the rest of the page inert. The caller's words (the column "Name", the dialog's title, the field's name) are not the kit's.
    const callers = new Set(['Name', 'Delete it', 'Secret']);
    const names = [
      ...screen.getAllByRole('button', { hidden: true }),
      ...screen.getAllByRole('checkbox', { hidden: true }),
      ...screen.getAllByRole('navigation', { hidden: true }),
      ...screen.getAllByRole('status', { hidden: true }),
    ]
      .map((element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').trim())
      .filter((name) => /\p{L}/u.test(name) && !callers.has(name));
    expect(names.length).toBeGreaterThan(8);
    for (const name of names) expect(name).toContain('~');
  });
});
