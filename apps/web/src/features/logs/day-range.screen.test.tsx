// @vitest-environment jsdom
// A day range that runs backwards: the audit log says so and offers the swap without asking the server, which
// would refuse it (docs/product-rules.md#audit-log).
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderRoute } from '~/testing';

const logCalls = (requests: readonly { method: string; path: string; status: number }[]) =>
  requests.filter((r) => r.method === 'GET' && r.path.startsWith('/logs?'));

describe('the audit log with a backwards day range', () => {
  it('says so and sends nothing; Swap the dates asks for the range the right way round', async () => {
    const { user, requests, location } = await renderRoute('/logs?date_from=2026-11-20&date_to=2026-11-01');
    const swap = await screen.findByRole('button', { name: 'Swap the dates' });
    expect(screen.getByText(/From is after To, so no entry can match/)).toBeTruthy();
    expect(logCalls(requests)).toEqual([]);
    await user.click(swap);
    await waitFor(() =>
      expect(location().search).toMatchObject({ date_from: '2026-11-01', date_to: '2026-11-20' }),
    );
    await waitFor(() => expect(logCalls(requests)).toHaveLength(1));
    expect(logCalls(requests)[0]).toMatchObject({ status: 200 });
    expect(logCalls(requests)[0]?.path).toContain('date_from=2026-11-01');
  });
});
