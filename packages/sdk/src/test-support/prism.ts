/** Starts `prism mock --errors` over the contract (port 4021 is the SDK's), for contract and packaging tests. */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** SDK_PRISM_PORT moves it, for a second checkout running the same tests. */
const PRISM_PORT = Number(process.env.SDK_PRISM_PORT ?? 4021);
const prismBin = fileURLToPath(new URL('../../../../openapi/node_modules/.bin/prism', import.meta.url));
const contractFile = fileURLToPath(new URL('../../../../openapi/openapi.yaml', import.meta.url));

export async function startPrism(port = PRISM_PORT): Promise<{ origin: string; stop(): void }> {
  const origin = `http://127.0.0.1:${port}`;
  // --errors: a request that breaks the contract is answered with an error status, so it fails the test.
  const prism = spawn(prismBin, ['mock', contractFile, '-p', String(port), '-h', '127.0.0.1', '--errors'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // own process group: stop() ends the shell shim and Node together
  });
  let log = '';
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000));
  prism.stdout.on('data', keep);
  prism.stderr.on('data', keep);
  const stop = () => {
    if (prism.pid && prism.exitCode === null) process.kill(-prism.pid, 'SIGTERM');
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (prism.exitCode !== null) throw new Error(`prism exited early:\n${log}`);
    try {
      await fetch(`${origin}/user/passwordpolicy`, { signal: AbortSignal.timeout(2000) });
      return { origin, stop };
    } catch {
      if (Date.now() > deadline) {
        stop();
        throw new Error(`prism did not answer on ${origin}:\n${log}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
