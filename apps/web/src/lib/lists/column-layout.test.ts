import { describe, expect, it } from 'vitest';

import { readColumnLayout, shownColumns, writeColumnLayout } from './column-layout';

const list = ['name', 'email', 'country', 'status', 'created'].map((id) => ({ id }));
const ids = (columns: ReadonlyArray<{ id: string }>) => columns.map((c) => c.id);

describe('a list column layout in the URL', () => {
  it("is the list's own without a value, and writes nothing for the list's own", () => {
    expect(ids(shownColumns(list, undefined))).toEqual(ids(list));
    expect(writeColumnLayout(list, ids(list), new Set())).toBeUndefined();
  });

  it('keeps a hidden column in its place, so shown again it comes back where it was', () => {
    const value = writeColumnLayout(
      list,
      ['name', 'email', 'country', 'status', 'created'],
      new Set(['country']),
    );
    expect(value).toBe('name,email,-country,status,created');
    expect(ids(shownColumns(list, value))).toEqual(['name', 'email', 'status', 'created']);
    const { order, hidden } = readColumnLayout(list, value);
    expect(ids(order)).toEqual(ids(list));
    expect(
      writeColumnLayout(list, ids(order), new Set([...hidden].filter((id) => id !== 'country'))),
    ).toBeUndefined();
  });

  it('shows a column the value does not name (added after a view was saved) after the one it follows', () => {
    // Saved when the list had no "country": the new column appears, next to "email" as in the list's own order.
    expect(ids(shownColumns(list, 'name,status,email,-created'))).toEqual([
      'name',
      'status',
      'email',
      'country',
    ]);
    // Each unnamed column goes after the one before it in the list's own order: email after name, country after
    // email, created after status.
    expect(ids(readColumnLayout(list, 'status,name').order)).toEqual([
      'status',
      'created',
      'name',
      'email',
      'country',
    ]);
  });

  it('drops ids the list does not have and repeats, and always shows the first column', () => {
    expect(ids(shownColumns(list, 'gone,-name,email,email,-status'))).toEqual([
      'name',
      'email',
      'country',
      'created',
    ]);
  });
});
