// @vitest-environment jsdom
// The tickets list, a ticket, its reply screen and a new ticket, rendered by the app's router on the in-process
// mock (src/testing). Seed facts: 30 tickets, ticket 1 closed with a screenshot, ticket 4 open.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderRoute } from '~/testing';

const ticketsTable = () => screen.findByRole('table', { name: 'Support tickets' });
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const messages = async () =>
  within(await screen.findByRole('list', { name: 'Conversation' })).getAllByRole('article');

/** The next request matching `method` and `path` is answered with `status` and `body`; the rest reach the mock. */
function answerOnce(method: string, path: string, status: number, body: unknown) {
  const inner = globalThis.fetch;
  let used = false;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (!used && request.method === method && new URL(request.url).pathname === `/api${path}`) {
      used = true;
      return Response.json(body, { status });
    }
    return inner(input, init);
  });
}

describe('the tickets list', () => {
  it('lists the tickets a page at a time, with New ticket for the helpdesk', async () => {
    await renderRoute('/tickets', { as: 'helpdesk' });
    const table = await ticketsTable();
    await waitFor(() => expect(bodyRows(table)).toHaveLength(25));
    expect(screen.getByText('Showing 1–25 of 30')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New ticket' })).toBeTruthy();
  });

  it('says when a search matches nothing', async () => {
    await renderRoute('/tickets?search=nothing-like-this');
    expect(await screen.findByText(/No tickets match “nothing-like-this”/)).toBeTruthy();
  });

  it('shows a failed load with Try again, which loads the list once the API answers', async () => {
    const { user, mock } = await renderRoute('/tickets', {
      faults: [{ operationId: 'listTickets', status: 500, times: 10 }],
    });
    expect(await screen.findByText('Injected fault for listTickets')).toBeTruthy();
    await mock.clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(async () => expect(bodyRows(await ticketsTable())).toHaveLength(25));
  });

  it('offers the read-only person no New ticket', async () => {
    await renderRoute('/tickets', { as: 'readonly' });
    await waitFor(async () => expect(bodyRows(await ticketsTable())).toHaveLength(25));
    expect(screen.queryByRole('link', { name: 'New ticket' })).toBeNull();
  });
});

describe('a ticket', () => {
  it('shows a closed ticket to the read-only person, its attachment sized on the 1024 base', async () => {
    await renderRoute('/tickets/1', { as: 'readonly' });
    expect((await messages()).length).toBeGreaterThan(0);
    expect(screen.getByText('screenshot.png')).toBeTruthy();
    expect(screen.getByText('178.91 KB')).toBeTruthy();
  });

  it('offers the read-only person neither Reply nor Close on an open ticket', async () => {
    await renderRoute('/tickets/4', { as: 'readonly' });
    expect((await messages()).length).toBeGreaterThan(0);
    expect(screen.getByText('Open', { exact: true })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Reply' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close ticket' })).toBeNull();
  });

  it('offers the helpdesk Reply and Close on an open ticket', async () => {
    await renderRoute('/tickets/4', { as: 'helpdesk' });
    expect((await messages()).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Reply' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close ticket' })).toBeTruthy();
  });

  it('sends the read-only person from the add and reply screens to /unauthorized', async () => {
    const first = await renderRoute('/tickets/add', { as: 'readonly' });
    await waitFor(() => expect(first.location().pathname).toBe('/unauthorized'));
    await first.router.navigate({ to: '/tickets/$ticketId/reply', params: { ticketId: 4 } });
    await waitFor(() => expect(first.location().pathname).toBe('/unauthorized'));
  });

  it('goes to /notfound for an unknown ticket number', async () => {
    const { location } = await renderRoute('/tickets/9999', { as: 'helpdesk' });
    await waitFor(() => expect(location().pathname).toBe('/notfound'));
  });

  it('shows a failed load with Try again, which loads the ticket', async () => {
    const { user } = await renderRoute('/tickets/4', {
      faults: [{ operationId: 'getTicket', status: 500, times: 1 }],
    });
    const panel = await screen.findByTestId('route-error');
    expect(panel.textContent).toContain('This page could not be loaded');
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect((await messages()).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('route-error')).toBeNull();
  });
});

describe("a ticket's reply screen", () => {
  it('takes a refused reply back out of the conversation, says so, and keeps the text', async () => {
    const { user, mock, location } = await renderRoute('/tickets/4/reply', {
      as: 'helpdesk',
    });
    const before = (await messages()).length;
    await mock.fault({ method: 'POST', path: '/tickets/4/replies', status: 500 });
    const message = screen.getByRole('textbox', { name: 'Message' });
    await user.type(message, 'Any news on this one?');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(/Your reply was not sent/)).toBeTruthy();
    await waitFor(async () => expect(await messages()).toHaveLength(before));
    expect(screen.getByRole('list', { name: 'Conversation' }).textContent).not.toContain(
      'Any news on this one?',
    );
    expect((message as HTMLTextAreaElement).value).toBe('Any news on this one?');
    expect(location().pathname).toBe('/tickets/4/reply');

    // The fault answered once: the same text goes through.
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(location().pathname).toBe('/tickets/4'));
    await waitFor(async () => expect(await messages()).toHaveLength(before + 1));
  });

  it('shows a failed load with Try again, which loads the conversation and the form', async () => {
    const { user } = await renderRoute('/tickets/4/reply', {
      as: 'helpdesk',
      faults: [{ operationId: 'getTicket', status: 500, times: 1 }],
    });
    const panel = await screen.findByTestId('route-error');
    expect(panel.textContent).toContain('This page could not be loaded');
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect((await messages()).length).toBeGreaterThan(0);
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeTruthy();
  });

  it('opens for a role with tickets:reply alone, with the conversation', async () => {
    const { user, mock, location } = await renderRoute('/login?redirect=%2Ftickets%2F4%2Freply', {
      as: null,
    });
    // No seeded persona holds tickets:reply alone: the helpdesk's roles are made to, before they sign in.
    const { db } = mock.state;
    const helpdesk = db.users.find((u) => u.email === 'helpdesk@acme.test')!;
    for (const id of helpdesk.role_ids) db.roles.update(id, { privileges: ['tickets:reply'] });
    await user.type(await screen.findByRole('textbox', { name: /E-mail/ }), 'helpdesk@acme.test');
    await user.type(screen.getByLabelText(/^Password/), 'Helpdesk!2345');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location().pathname).toBe('/tickets/4/reply'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reply to ticket' })).toBeTruthy();
    expect((await messages()).length).toBeGreaterThan(0);
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).disabled).toBe(false);
  });

  it('says a closed ticket takes no more replies, and offers no Send', async () => {
    await renderRoute('/tickets/1/reply', { as: 'helpdesk' });
    expect(await screen.findByText(/This ticket is closed, so it takes no more replies\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send reply' })).toBeNull();
  });
});

describe('a new ticket', () => {
  it('says what is missing before sending anything, and focuses the first field', async () => {
    const { user, requests } = await renderRoute('/tickets/add', { as: 'helpdesk' });
    await user.click(await screen.findByRole('button', { name: 'Open ticket' }));
    expect(await screen.findByText('Enter a subject.')).toBeTruthy();
    expect(screen.getByText('Write a message.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Subject' })),
    );
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it("puts the server's 422 on its field, with nothing typed lost", async () => {
    const { user, location } = await renderRoute('/tickets/add', { as: 'helpdesk' });
    answerOnce('POST', '/tickets', 422, {
      detail: [
        { loc: ['body', 'subject'], msg: 'A ticket with this subject is already open', type: 'value_error' },
      ],
    });
    const subject = await screen.findByRole('textbox', { name: 'Subject' });
    await user.type(subject, 'Printer on fire');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Smoke from tray 2.');
    await user.click(screen.getByRole('button', { name: 'Open ticket' }));
    expect(await screen.findByText('A ticket with this subject is already open')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(subject));
    expect(subject.getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe(
      'Smoke from tray 2.',
    );
    expect(location().pathname).toBe('/tickets/add');
  });
});
