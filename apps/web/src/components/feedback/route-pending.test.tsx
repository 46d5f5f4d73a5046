// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';

import { RoutePending } from './route-pending';

afterEach(() => vi.useRealTimers());

it('says, in development, that a long first visit is the dev server compiling the screen', () => {
  vi.useFakeTimers();
  render(<RoutePending />);
  const note = /compiling this screen for its first visit/;
  expect(screen.queryByText(note)).toBeNull();
  act(() => {
    vi.advanceTimersByTime(3000);
  });
  expect(screen.getByText(note)).toBeTruthy();
});
