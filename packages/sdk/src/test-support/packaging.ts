/**
 * What another team sees: `pnpm pack` the SDK, `npm install` the tarball into an empty folder outside
 * the workspace (dependencies from the registry), call Prism from plain Node and type-check a
 * TypeScript consumer with `module: nodenext`.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect } from 'vitest';

const run = promisify(execFile);
const sdkRoot = fileURLToPath(new URL('../../', import.meta.url));
const tsc = join(sdkRoot, 'node_modules/typescript/bin/tsc');

/** Plain Node: sign in on Prism, store the tokens, then an authenticated call; prints what happened. */
const consumerScript = `
import { createApiClient, createMemoryTokenStore, ApiError } from '@console/sdk';
import { createNodeFetch } from '@console/sdk/node';
const sent = [];
const tokenStore = createMemoryTokenStore();
const api = createApiClient({
  baseUrl: process.argv[2],
  audience: 'user',
  tokenStore,
  fetch: (request, init) => {
    sent.push(request.method + ' ' + new URL(request.url).pathname + ' ' + (request.headers.get('authorization') ?? '-'));
    return fetch(request, init);
  },
});
const { data: session } = await api.POST('/login', { body: { email: 'owner@acme.test', password: 'Secret#2024' } });
tokenStore.setTokens({ accessToken: session.access_token, refreshToken: session.refresh_token });
const { data: me } = await api.GET('/user/me');
console.log(JSON.stringify({ sent, email: me.email, apiError: typeof ApiError, nodeFetch: typeof createNodeFetch }));
`;

/** Type-checked only: the public API as a consumer writes it. */
const consumerTypes = `
import { createApiClient, createBrowserTokenStore, createMemoryTokenStore, ApiError, ValidationError,
  NETWORK_ERROR_MESSAGE, type ApiClient, type Audience, type Schemas, type TokenStore } from '@console/sdk';
import { createNodeFetch, type UndiciModule } from '@console/sdk/node';

declare const undici: UndiciModule;
const audience: Audience = 'user';
const tokenStore: TokenStore = Math.random() > 0.5 ? createMemoryTokenStore() : createBrowserTokenStore(audience);
const api: ApiClient = createApiClient({ baseUrl: 'http://127.0.0.1:4021', audience, tokenStore,
  fetch: createNodeFetch(undici), onSessionExpired: (who: Audience) => console.log(who) });

export async function currentEmail(): Promise<string> {
  const { data } = await api.GET('/user/me'); // errors reject: data is never undefined here
  const user: Schemas['User'] = data;
  return user.email;
}
export async function message(error: unknown): Promise<string> {
  if (error instanceof ValidationError) return Object.values(error.fields).join(', ');
  return error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE;
}
// @ts-expect-error an unknown path does not compile
void api.GET('/no/such/path');
`;

function newestMtime(dir: string): number {
  return Math.max(
    ...readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => statSync(join(dir, f)).mtimeMs),
  );
}

export async function testPackedTarball(origin: string): Promise<void> {
  const dist = join(sdkRoot, 'dist/index.js');
  if (!existsSync(dist) || statSync(dist).mtimeMs < newestMtime(join(sdkRoot, 'src'))) {
    await run('pnpm', ['run', 'build'], { cwd: sdkRoot });
  }
  const folder = mkdtempSync(join(tmpdir(), 'console-sdk-consumer-'));
  try {
    const { stdout: packed } = await run('pnpm', ['pack', '--pack-destination', folder], { cwd: sdkRoot });
    const tarball = packed.trim().split('\n').at(-1) ?? '';
    writeFileSync(
      join(folder, 'package.json'),
      JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
    );
    await run('npm', ['install', tarball, '--no-audit', '--no-fund', '--loglevel=error'], { cwd: folder });

    writeFileSync(join(folder, 'consumer.mjs'), consumerScript);
    const { stdout } = await run(process.execPath, ['consumer.mjs', origin], { cwd: folder });
    expect(JSON.parse(stdout)).toEqual({
      // The login carries no bearer (public); the next call carries the stored access token, no refresh.
      sent: ['POST /login -', expect.stringMatching(/^GET \/user\/me Bearer \S+$/)],
      email: expect.stringContaining('@'),
      apiError: 'function',
      nodeFetch: 'function',
    });

    writeFileSync(join(folder, 'consumer.ts'), consumerTypes);
    writeFileSync(
      join(folder, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          module: 'nodenext',
          moduleResolution: 'nodenext',
          target: 'es2023',
          lib: ['es2023', 'dom'],
          types: [],
        },
        files: ['consumer.ts'],
      }),
    );
    await run(process.execPath, [tsc, '-p', folder]).catch((error: { stdout?: string }) => {
      throw new Error(`the consumer does not type-check:\n${error.stdout ?? String(error)}`);
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
