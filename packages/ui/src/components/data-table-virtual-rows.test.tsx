// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { VirtualRows } from './data-table-virtual-rows.tsx';

// jsdom lays nothing out: give every element the scroll area's client size, so the virtualizer sees a viewport.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('VirtualRows', () => {
  it('is a named, focusable scroll area of the given height that renders only some rows', async () => {
    const rows = Array.from({ length: 1000 }, (_, i) => `Row ${i}`);
    render(
      <VirtualRows
        rows={rows}
        caption="Logs"
        virtual={{ height: 300, rowHeight: 30 }}
        columnCount={1}
        renderTable={(bodyRows: ReactNode) => (
          <table>
            <tbody>{bodyRows}</tbody>
          </table>
        )}
        renderRow={(row, index, style) => (
          <tr key={index} style={style}>
            <td>{row}</td>
          </tr>
        )}
      />,
    );
    const region = screen.getByRole('region', { name: 'Logs, scrollable' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(region.style.height).toBe('300px');
    const shown = await screen.findAllByText(/^Row \d+$/);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(100);
    expect(shown[0]?.textContent).toBe('Row 0');
  });
});
