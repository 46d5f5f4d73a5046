// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { Textarea } from './textarea.tsx';

afterEach(cleanup);

describe('Textarea', () => {
  it('takes several lines and has four rows by default', async () => {
    render(<Textarea aria-label="Message" />);
    const area = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(area, 'a{Enter}b');
    expect((area as HTMLTextAreaElement).value).toBe('a\nb');
    expect(area.getAttribute('rows')).toBe('4');
  });

  it("lets a className win over the control's own padding", () => {
    render(<Textarea aria-label="Message" className="px-8" />);
    const classes = screen.getByRole('textbox').classList;
    expect(classes.contains('px-8')).toBe(true);
    expect(classes.contains('px-3')).toBe(false);
  });
});
