import { serve } from '@hono/node-server';
import { createMockApp } from './app.ts';

const port = Number(process.env.MOCK_PORT ?? 4010);
const origins = (process.env.MOCK_ALLOWED_ORIGINS ?? 'http://localhost:3000,http://127.0.0.1:3000').split(
  ',',
);

const app = createMockApp({ allowedOrigins: origins });
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, (info) => {
  console.log(`mock API listening on http://127.0.0.1:${info.port}`);
});
