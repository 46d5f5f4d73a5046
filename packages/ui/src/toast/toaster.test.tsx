// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { toast } from './toast.ts';
import { Toaster } from './toaster.tsx';

// jsdom has no matchMedia; sonner and the theme read it.
const media = {
  matches: false,
  addEventListener() {},
  removeEventListener() {},
  addListener() {},
  removeListener() {},
};
beforeAll(() => {
  window.matchMedia = () => media as unknown as MediaQueryList;
});
afterEach(cleanup);

describe('Toaster', () => {
  it('renders toasts once even when mounted twice, and the second takes over when the first goes', async () => {
    const { rerender } = render(
      <>
        <Toaster key="a" />
        <Toaster key="b" />
      </>,
    );
    // The first toast loads sonner and its toaster, then shows.
    act(() => void toast.error('Failed once'));
    expect(await screen.findAllByText('Failed once')).toHaveLength(1);
    rerender(<Toaster key="b" />);
    await act(async () => {
      toast('Still here');
      await new Promise((r) => setTimeout(r, 10));
    });
    expect(screen.getAllByText('Still here')).toHaveLength(1);
  });
});
