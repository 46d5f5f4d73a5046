import { Hono } from 'hono';
import { cors } from 'hono/cors';

/** The mock API as a Hono app, so tests can call it in-process and the server can serve it. */
export function createMockApp(options: { allowedOrigins: string[] }) {
  const app = new Hono();
  app.use('*', cors({ origin: options.allowedOrigins, credentials: false }));
  app.get('/__health', (c) => c.json({ status: 'ok' }));
  app.notFound((c) => c.json({ detail: `No route for ${c.req.method} ${c.req.path}` }, 404));
  return app;
}
