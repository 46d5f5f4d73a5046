import { describe, expect, it } from 'vitest';

import { samePath } from './navigate-after-save';

describe('samePath', () => {
  it('treats a trailing slash as the same page', () => {
    expect(samePath('/admin/userroles/predefined/', '/admin/userroles/predefined')).toBe(true);
    expect(samePath('/users/add', '/users/add')).toBe(true);
  });

  it('tells another page apart, a parent included', () => {
    expect(samePath('/roles', '/users/add')).toBe(false);
    expect(samePath('/roles/4/edit', '/roles/3/edit')).toBe(false);
    expect(samePath('/users', '/users/add')).toBe(false);
  });
});
