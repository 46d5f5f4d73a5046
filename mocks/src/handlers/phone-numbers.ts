import { randomInt } from 'node:crypto';

import type { Db } from '../db/db.ts';

/** A new +1 number in the area code that no phone or SMS number uses yet. */
export function allocateNumber(db: Db, areaCode: string): string {
  const taken = new Set([
    ...db.virtualPhones.all().map((p) => p.number),
    ...db.smsNumbers.all().map((n) => n.number),
  ]);
  for (;;) {
    const number = `+1${areaCode}${randomInt(2_000_000, 10_000_000)}`;
    if (!taken.has(number)) return number;
  }
}
