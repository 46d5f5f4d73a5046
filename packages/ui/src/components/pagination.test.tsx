// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { pageItems, Pagination } from './pagination.tsx';

afterEach(cleanup);

describe('pageItems', () => {
  it('shows every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('puts gaps around the current page when there are many', () => {
    expect(pageItems(10, 400)).toEqual([1, 'gap', 9, 10, 11, 'gap', 400]);
    expect(pageItems(1, 400)).toEqual([1, 2, 'gap', 400]);
    expect(pageItems(400, 400)).toEqual([1, 'gap', 399, 400]);
  });

  it('never hides a single page behind a gap', () => {
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
  });

  it('property: ascending, within range, first/last/current present, each gap hides at least two pages', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (a, count) => {
        const page = Math.min(a, count);
        const items = pageItems(page, count);
        const numbers = items.filter((i): i is number => i !== 'gap');
        expect(numbers).toContain(1);
        expect(numbers).toContain(count);
        expect(numbers).toContain(page);
        numbers.forEach((n, i) => i > 0 && expect(n).toBeGreaterThan(numbers[i - 1]!));
        items.forEach((item, i) => {
          if (item !== 'gap') return;
          expect((items[i + 1] as number) - (items[i - 1] as number)).toBeGreaterThan(2);
        });
      }),
    );
  });
});

describe('Pagination', () => {
  it('says which rows show, marks the current page and moves', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={2} pageSize={25} total={1234} onPageChange={onPageChange} />);
    expect(screen.getByText('Showing 26–50 of 1,234')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it("lets a className win over the kit's own gap", () => {
    render(<Pagination page={1} pageSize={25} total={0} onPageChange={() => undefined} className="gap-8" />);
    const classes = screen.getByRole('navigation', { name: 'Pagination' }).classList;
    expect(classes.contains('gap-8')).toBe(true);
    expect(classes.contains('gap-3')).toBe(false);
  });
});

describe('Pagination rows per page', () => {
  it('offers the sizes only when asked, and reports the chosen one', async () => {
    const onPageSizeChange = vi.fn();
    const { rerender } = render(<Pagination page={1} pageSize={25} total={300} onPageChange={() => {}} />);
    expect(screen.queryByRole('combobox', { name: 'Rows per page' })).toBeNull();
    rerender(
      <Pagination
        page={1}
        pageSize={25}
        total={300}
        onPageChange={() => {}}
        pageSizes={[10, 25, 50]}
        onPageSizeChange={onPageSizeChange}
      />,
    );
    const choice = screen.getByRole('combobox', { name: 'Rows per page' });
    expect((choice as HTMLSelectElement).value).toBe('25');
    await userEvent.selectOptions(choice, '50');
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
  });
});
