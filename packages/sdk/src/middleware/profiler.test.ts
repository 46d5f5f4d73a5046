import { describe, expect, it } from 'vitest';

import { clientAnswering } from '../test-support/client.ts';
import { json } from '../test-support/fake-api.ts';

describe('profiler middleware', () => {
  it('passes a profiler field to logger.debug and still returns the data', async () => {
    const profile = { queries: 3, ms: 12 };
    const { api, logger } = clientAnswering(() => json(200, { id: 1, profiler: profile }));
    const { data } = await api.GET('/user/me');
    expect(logger.debug).toHaveBeenCalledExactlyOnceWith('profiler', profile);
    expect(data).toMatchObject({ id: 1 });
  });

  it('logs the profiler field of an error response too', async () => {
    const { api, logger } = clientAnswering(() => json(500, { detail: 'boom', profiler: 'trace-1' }));
    await expect(api.GET('/user/me')).rejects.toMatchObject({ status: 500 });
    expect(logger.debug).toHaveBeenCalledExactlyOnceWith('profiler', 'trace-1');
  });

  it('logs nothing without a profiler field', async () => {
    const { api, logger } = clientAnswering(() => json(200, { id: 1 }));
    await api.GET('/user/me');
    expect(logger.debug).not.toHaveBeenCalled();
  });
});
