// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { Skeleton, SkeletonText } from './skeleton.tsx';

afterEach(cleanup);

describe('Skeleton', () => {
  it('is decorative, and SkeletonText draws the number of lines asked for', () => {
    const { container } = render(<SkeletonText lines={4} />);
    const outer = container.firstElementChild;
    expect(outer?.getAttribute('aria-hidden')).toBe('true');
    expect(outer?.children).toHaveLength(4);
  });

  it("lets a className win over the kit's own rounding", () => {
    const { container } = render(<Skeleton className="rounded-full" />);
    expect(container.firstElementChild?.classList.contains('rounded-full')).toBe(true);
    expect(container.firstElementChild?.classList.contains('rounded')).toBe(false);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
