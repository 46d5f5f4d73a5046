import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { aliasesSearchSchema, fileSharingSearchSchema } from './services.search';

describe('list URLs', () => {
  it('keeps valid aliases params and drops bad ones instead of failing', () => {
    expect(
      v.parse(aliasesSearchSchema, { page: 2, sort: '-name', search: 'sales', status: 'suspended' }),
    ).toEqual({ page: 2, sort: '-name', search: 'sales', status: 'suspended' });
    const bad = v.parse(aliasesSearchSchema, { page: -3, sort: 'bogus', status: 'gone' });
    expect(bad.sort).toBeUndefined();
    expect(bad.status).toBeUndefined();
    expect(bad.page === undefined || bad.page === 1).toBe(true);
  });

  it('keeps the open share only when it is an id', () => {
    expect(v.parse(fileSharingSearchSchema, { share: 7 }).share).toBe(7);
    expect(v.parse(fileSharingSearchSchema, { share: 'x' }).share).toBeUndefined();
  });
});
