import { serve } from '@hono/node-server';

import { createMockApp } from './app.ts';
import { describePersonas } from './personas.ts';
import { configFromEnv } from './state.ts';

const port = Number(process.env.MOCK_PORT ?? 4010);
const origins = (process.env.MOCK_ALLOWED_ORIGINS ?? 'http://localhost:3000,http://127.0.0.1:3000').split(
  ',',
);

const started = performance.now();
const app = createMockApp({
  allowedOrigins: origins,
  config: configFromEnv(),
  publicUrl: process.env.MOCK_PUBLIC_URL ?? `http://127.0.0.1:${port}`,
  log: (line) => console.log(`[mock] ${line}`),
});
const seededIn = Math.round(performance.now() - started);

const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, (info) => {
  const { db, config } = app.state;
  console.log(`mock API listening on http://127.0.0.1:${info.port}`);
  console.log(
    `  ${config.seedSize} seed in ${seededIn} ms: ${db.users.size} users, ${db.aliases.size} aliases, ${db.tickets.size} tickets, ${db.logs.size} log entries`,
  );
  console.log(
    `  access tokens live ${config.accessTokenTtlSeconds} s, re-auth after ${config.reauthAfterSeconds} s, latency ${config.latencyMs} ms`,
  );
  console.log(describePersonas());
});

// A client that never finishes its request must not hold the server forever.
server.setTimeout?.(120_000);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    process.exit(0);
  });
}
