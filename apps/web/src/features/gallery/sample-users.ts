/** Generated, deterministic rows for the table samples (no randomness, so screenshots are stable). */
export interface SampleUser {
  id: string;
  name: string;
  email: string;
  active: boolean;
  owner: boolean;
  lastSeen: Date;
  storage: number;
}

const FIRST = ['Ada', 'Grace', 'Alan', 'Linus', 'Margaret', 'Ken', 'Barbara', 'Dennis', 'Frances', 'Tim'];
const LAST = [
  'Lovelace',
  'Hopper',
  'Turing',
  'Torvalds',
  'Hamilton',
  'Thompson',
  'Liskov',
  'Ritchie',
  'Allen',
  'Lee',
];
const BASE = new Date(2026, 10, 22, 12, 0, 0).getTime();

export function sampleUsers(count: number): SampleUser[] {
  return Array.from({ length: count }, (_, i) => {
    const first = FIRST[i % FIRST.length] ?? 'User';
    const last = LAST[Math.floor(i / FIRST.length) % LAST.length] ?? 'Sample';
    return {
      id: String(i + 1),
      name: `${first} ${last} ${i + 1}`,
      email: `${first.toLowerCase()}.${last.toLowerCase()}${i + 1}@example.com`,
      active: i % 7 !== 3,
      owner: i === 0,
      lastSeen: new Date(BASE - ((i * 7919) % 100_000) * 60_000),
      storage: (i * 104_729) % 5_000_000_000,
    };
  });
}
