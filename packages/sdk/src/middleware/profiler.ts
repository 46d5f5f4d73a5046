import type { Middleware } from 'openapi-fetch';

import { isRecord } from '../errors.ts';
import { readBody } from '../responses.ts';

export interface Logger {
  debug(...args: unknown[]): void;
  info(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

/** A `profiler` field in a response body is logged, to the console by default (docs/product-rules.md#errors-and-messages). */
export function createProfilerMiddleware(logger: Logger): Middleware {
  return {
    async onResponse({ response }) {
      if (!response.body || !response.headers.get('Content-Type')?.includes('json')) return;
      const body = await readBody(response.clone());
      if (body.json && isRecord(body.value) && 'profiler' in body.value) {
        logger.debug('profiler', body.value.profiler);
      }
    },
  };
}
