// The audit logs' export columns (decision 0040): field names for keys, the target's kind, id and name of their own.
import { describe, expect, it } from 'vitest';

import type { Schemas } from '@console/sdk';

import { descriptionColumn, entryWhenColumn } from './log-columns';

const entry: Schemas['LogEntry'] = {
  id: 331,
  action: 'user.update',
  description: 'Henry Dawson updated Karen Rossi',
  user_id: 4,
  user_full_name: 'Henry Dawson',
  ip_address: '203.0.113.9',
  target_type: 'user',
  target_id: 20,
  target: { type: 'user', id: 20, name: 'Karen Rossi', exists: false },
  created_at: '2026-11-20T09:00:00Z',
};

/** Each column's export fields, in the order an export writes them: key → value of `entry`. */
function exported(columns: ReturnType<typeof descriptionColumn<Schemas['LogEntry']>>[]) {
  return columns.flatMap((column) => [
    ...(column.exportBefore ?? []).map((extra) => [extra.id, extra.value(entry)] as const),
    [column.id, column.exportValue?.(entry)] as const,
  ]);
}

describe('the audit log columns of an export', () => {
  it('write the entry, its time, its target and its sentence under stable field names', () => {
    const columns = [entryWhenColumn('/logs/$logId', 'w-52'), descriptionColumn(() => null)];
    expect(exported(columns)).toEqual([
      ['id', 331],
      ['created_at', '2026-11-20T09:00:00Z'],
      ['target_type', 'user'],
      ['target_id', 20],
      ['target_name', 'Karen Rossi'],
      ['description', 'Henry Dawson updated Karen Rossi'],
    ]);
  });

  it('leave the target fields empty for an entry about no record', () => {
    const signIn = { ...entry, target: null, target_type: null, target_id: null };
    const column = descriptionColumn<Schemas['LogEntry']>(() => null);
    expect(column.exportBefore?.map((extra) => extra.value(signIn))).toEqual([null, null, null]);
  });
});
