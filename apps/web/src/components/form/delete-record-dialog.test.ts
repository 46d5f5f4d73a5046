import { describe, expect, it } from 'vitest';

import { changedFields } from './delete-record-dialog';

const labels = { full_name: 'Name', status: 'Status', roles_names: 'Roles' };

describe('what changed before a delete', () => {
  it('lists each labelled field that differs, before and now, as a person reads it', () => {
    const shown = { full_name: 'Rachel Okafor', status: true, roles_names: ['Auditor'], last_seen: '1' };
    const now = {
      full_name: 'Rachel Reyes',
      status: false,
      roles_names: ['Auditor', 'Helpdesk'],
      last_seen: '2',
    };
    expect(changedFields(shown, now, labels)).toEqual([
      { field: 'full_name', label: 'Name', before: 'Rachel Okafor', after: 'Rachel Reyes' },
      { field: 'status', label: 'Status', before: 'Yes', after: 'No' },
      { field: 'roles_names', label: 'Roles', before: 'Auditor', after: 'Auditor, Helpdesk' },
    ]);
  });

  it('is empty when only unlabelled fields moved (a sign-in, a counter)', () => {
    const shown = { full_name: 'A', status: true, roles_names: [], last_seen: '1' };
    expect(changedFields(shown, { ...shown, last_seen: '2' }, labels)).toEqual([]);
  });

  it('reads values through the caller’s format first', () => {
    const format = (field: string, value: unknown) =>
      field === 'status' ? (value ? 'Active' : 'Suspended') : undefined;
    expect(changedFields({ status: true }, { status: false }, { status: 'Status' }, format)).toEqual([
      { field: 'status', label: 'Status', before: 'Active', after: 'Suspended' },
    ]);
  });
});
