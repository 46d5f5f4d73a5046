// @vitest-environment jsdom
// The countdown of a sign-in as a user: whole minutes, its own timer once a minute, one polite announcement.
import { act, cleanup, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { SessionTimeLeft, timeLeftWords } from './session-time-left';

const MINUTE = 60_000;

/** Time passes, and React renders what its timers set. */
const pass = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

describe('timeLeftWords', () => {
  it.each([
    [30 * MINUTE, '30 minutes left'],
    [24 * MINUTE + 59_000, '24 minutes left'],
    [MINUTE + 500, '1 minute left'],
    [59_000, 'Less than a minute left'],
    [0, 'This session has ended'],
    [-5_000, 'This session has ended'],
  ])('%i ms: %s', (ms, words) => expect(timeLeftWords(ms)).toBe(words));
});

describe('SessionTimeLeft', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 28, 9, 0, 0) });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('counts 30 minutes from the start when the server gave no end', () => {
    render(<SessionTimeLeft signIn={{ startedAt: new Date(Date.now() - 10 * MINUTE).toISOString() }} />);
    expect(screen.getByText('20 minutes left')).toBeTruthy();
  });

  it('counts down once a minute, not every second, and announces politely at 5 minutes left only', () => {
    let renders = 0;
    render(
      <Profiler id="time-left" onRender={() => renders++}>
        <SessionTimeLeft signIn={{ startedAt: new Date().toISOString(), expiresIn: 6 * 60 + 30 }} />
      </Profiler>,
    );
    const count = screen.getByText('6 minutes left');
    expect(count.getAttribute('aria-live')).toBe('off');
    const announcement = screen.getByRole('status');
    expect(announcement.textContent).toBe('');

    // Half a minute of seconds passing changes nothing and renders nothing.
    pass(29_000);
    expect(renders).toBe(1);
    pass(2_000);
    expect(screen.getByText('5 minutes left')).toBeTruthy();
    expect(announcement.textContent).toBe('5 minutes left in this session.');

    pass(MINUTE);
    expect(screen.getByText('4 minutes left')).toBeTruthy();
    expect(announcement.textContent).toBe('');

    // Minute by minute: each render sets the next minute's timer.
    for (let minute = 0; minute < 4; minute++) pass(MINUTE);
    expect(screen.getByText('Less than a minute left')).toBeTruthy();
    pass(MINUTE);
    expect(screen.getByText('This session has ended')).toBeTruthy();
    // One render a minute over the seven minutes, and no timer left running.
    expect(renders).toBeLessThanOrEqual(8);
    expect(vi.getTimerCount()).toBe(0);
  });
});
