// Test support: the stateful mock served on a port, behind `prism proxy --errors` (which turns any answer that
// breaks the contract into a 500 and refuses requests that break it). Used by the conformance and fuzz suites.
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

import { serve, type ServerType } from '@hono/node-server';

import { DEFAULT_CONTRACT_PATH } from './load.ts';

const prismBin = resolve(import.meta.dirname, '../../../openapi/node_modules/.bin/prism');

export interface PrismProxy {
  /** The proxy's origin, e.g. `http://127.0.0.1:4022`. */
  url: string;
  stop(): void;
}

export async function startPrismProxy(
  fetch: (request: Request) => Response | Promise<Response>,
  ports: { mock: number; proxy: number },
): Promise<PrismProxy> {
  const server: ServerType = serve({ fetch, port: ports.mock, hostname: '127.0.0.1' });
  const prism: ChildProcess = spawn(
    prismBin,
    [
      'proxy',
      DEFAULT_CONTRACT_PATH,
      `http://127.0.0.1:${ports.mock}`,
      '--errors',
      '-p',
      String(ports.proxy),
      '-h',
      '127.0.0.1',
    ],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true, // own process group, so stop() ends the shim and Node together
    },
  );
  let log = '';
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4_000));
  prism.stdout?.on('data', keep);
  prism.stderr?.on('data', keep);
  const stop = () => {
    if (prism.pid && prism.exitCode === null) process.kill(-prism.pid, 'SIGTERM');
    server.close();
  };
  const url = `http://127.0.0.1:${ports.proxy}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (prism.exitCode !== null) {
      stop();
      throw new Error(`prism exited early:\n${log}`);
    }
    try {
      await globalThis.fetch(`${url}/user/passwordpolicy`, { signal: AbortSignal.timeout(2_000) });
      return { url, stop };
    } catch {
      if (Date.now() > deadline) {
        stop();
        throw new Error(`prism proxy did not answer:\n${log}`);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}
