import { describe, expect, it } from 'vitest';

import { verifyPassword } from './auth/passwords.ts';
import { personas } from './personas.ts';
import { seedDatabase } from './seed.ts';

describe('seed', () => {
  it('is deterministic', () => {
    const a = seedDatabase();
    const b = seedDatabase();
    expect(a.users.all().map((u) => u.email)).toEqual(b.users.all().map((u) => u.email));
    expect(a.logs.all().map((l) => l.created_at)).toEqual(b.logs.all().map((l) => l.created_at));
  });

  it('holds a realistic Acme, a smaller Globex, staff data and a hostile help article', () => {
    const db = seedDatabase();
    const acme = db.users.filter((u) => u.org_id === 1);
    expect(acme.length).toBe(40);
    expect(db.users.filter((u) => u.org_id === 2).length).toBeLessThan(10);
    expect(new Set(db.users.all().map((u) => u.email)).size).toBe(db.users.size);
    expect(db.roles.filter((r) => r.org_id === 1).length).toBe(8);
    expect(
      db.aliases.filter((a) => a.org_id === 1 && a.name.startsWith('sales')).length,
    ).toBeGreaterThanOrEqual(3);
    expect(db.tickets.filter((t) => t.org_id === 1).length).toBe(30);
    expect(db.logs.filter((l) => l.org_id === 1).length).toBe(300);
    expect(db.virtualPhones.all().every((p) => /^\+1\d{10}$/.test(p.number))).toBe(true);
    // Hostile content lives in the hostile seed only (seed-hostile.ts): the default help ships none.
    expect(
      db.helpArticles.find((a) => a.content.includes('<script') || a.content.includes('onerror')),
    ).toBeUndefined();
    expect(db.staff.size).toBeGreaterThan(1);
    for (const p of Object.values(personas)) {
      const hash = db.users.find((u) => u.email === p.email)?.password_hash ?? '';
      expect(hash).toMatch(/^scrypt\$/);
      expect(hash).not.toContain(p.password);
      expect(verifyPassword(p.password, hash)).toBe(true);
    }
  });

  it('seeds the large organisation quickly', () => {
    const started = performance.now();
    const db = seedDatabase('large');
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(db.users.filter((u) => u.org_id === 1).length).toBe(10_000);
    expect(db.logs.filter((l) => l.org_id === 1).length).toBe(5_000);
  });
});
