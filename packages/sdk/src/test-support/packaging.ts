/**
 * What another team sees: `pnpm pack` the SDK, `npm install` the tarball into an empty folder outside the
 * workspace (dependencies from the registry, with the real undici 7 and 8 and Node 20's types), run it
 * from plain ESM against Prism, and compile TypeScript consumers, the README's examples among them, under
 * a matrix of strict configurations, side by side.
 */
import { execFile } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const sdkRoot = fileURLToPath(new URL('../../', import.meta.url));
const tsc = join(sdkRoot, 'node_modules/typescript/bin/tsc');

/** Plain Node: sign in on Prism, store the tokens, then an authenticated call; prints what happened. */
const consumerScript = `
import { createApiClient, createMemoryTokenStore, ApiError } from '@console/sdk';
import { createNodeFetch } from '@console/sdk/node';
import * as undici from 'undici';
const sent = [];
const tokenStore = createMemoryTokenStore();
const nodeFetch = createNodeFetch(undici, { timeoutMs: 30_000 });
const api = createApiClient({
  baseUrl: process.argv[2],
  audience: 'user',
  tokenStore,
  timeoutMs: 30_000,
  fetch: (request, init) => {
    sent.push(request.method + ' ' + new URL(request.url).pathname + ' ' + (request.headers.get('authorization') ?? '-'));
    return nodeFetch(request, init);
  },
});
const { data: session } = await api.POST('/login', { body: { email: 'owner@acme.test', password: 'Secret#2024' } });
tokenStore.setTokens({ accessToken: session.access_token, refreshToken: session.refresh_token });
const { data: me } = await api.GET('/user/me');
const failed = await api.GET('/user/{id}', { params: { path: { id: 42 } }, headers: { Prefer: 'code=404' } }).catch((error) => error);
console.log(JSON.stringify({ sent, email: me.email, apiError: failed instanceof ApiError, logged: JSON.parse(JSON.stringify(failed)) }));
`;

/** Type-checked only: the public API as a consumer writes it, with the real undici 7 and 8. */
const consumerTypes = `
import { createApiClient, createBrowserTokenStore, createMemoryTokenStore, ApiError, ValidationError,
  NETWORK_ERROR_MESSAGE, type ApiClient, type Audience, type Schemas, type TokenStore } from '@console/sdk';
import { createNodeFetch } from '@console/sdk/node';
import * as undici from 'undici';
import * as undici7 from 'undici7';

const audience: Audience = 'user';
const tokenStore: TokenStore = Math.random() > 0.5 ? createMemoryTokenStore() : createBrowserTokenStore(audience);
const api: ApiClient = createApiClient({ baseUrl: 'http://127.0.0.1:4021', audience, tokenStore,
  fetch: createNodeFetch(undici), onSessionExpired: (who: Audience) => console.log(who) });
createApiClient({ baseUrl: '/', audience, tokenStore, fetch: createNodeFetch(undici7, { timeoutMs: 60_000 }) });

export async function currentEmail(): Promise<string> {
  const { data } = await api.GET('/user/me'); // errors reject: data is never undefined here
  const user: Schemas['User'] = data;
  return user.email;
}
export async function message(error: unknown): Promise<string> {
  if (error instanceof ValidationError) return Object.values(error.fields).join(', ');
  if (error instanceof ApiError) return \`\${error.message} (\${error.request?.operationId} \${error.requestId})\`;
  return NETWORK_ERROR_MESSAGE;
}
// @ts-expect-error an unknown path does not compile
void api.GET('/no/such/path');
`;

/** The README's code blocks that start with `// example: <name>`, by name. */
function readmeExamples(): Record<string, string> {
  const readme = readFileSync(join(sdkRoot, 'README.md'), 'utf8');
  const examples: Record<string, string> = {};
  for (const [, code] of readme.matchAll(/```ts\n(\/\/ example: [^\n]+\n[\s\S]*?)```/g)) {
    const name = /^\/\/ example: (\S+)/.exec(code ?? '')?.[1] ?? '';
    examples[name] = code ?? '';
  }
  return examples;
}

const strict = {
  strict: true,
  exactOptionalPropertyTypes: true,
  noUncheckedIndexedAccess: true,
  skipLibCheck: false,
  noEmit: true,
  target: 'es2023',
};
const nodeOnly = { lib: ['es2023'], types: ['node'] }; // no DOM: what a Node service compiles with

/** Each configuration a consumer may compile with, and the files it compiles. */
const matrix = [
  {
    name: 'node, nodenext',
    options: { ...nodeOnly, module: 'nodenext', moduleResolution: 'nodenext' },
    files: ['consumer.ts', 'example-node.ts'],
  },
  {
    name: 'node, node16',
    options: { ...nodeOnly, module: 'node16', moduleResolution: 'node16' },
    files: ['consumer.ts', 'example-node.ts'],
  },
  {
    name: 'node, bundler',
    options: { ...nodeOnly, module: 'esnext', moduleResolution: 'bundler' },
    files: ['consumer.ts', 'example-node.ts'],
  },
  {
    name: 'browser (DOM), bundler',
    options: {
      lib: ['es2023', 'dom', 'dom.iterable'],
      types: [],
      module: 'esnext',
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
    },
    files: ['example-browser.ts', 'example-react-query.ts'],
  },
] as const;

export interface PackagingResult {
  run: unknown;
  compiled: { config: string; ok: boolean; output: string }[];
}

export async function testPackedTarball(origin: string): Promise<PackagingResult> {
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
    await run(
      'npm',
      [
        'install',
        tarball,
        'undici@^8',
        'undici7@npm:undici@^7',
        '@types/node@^20',
        '@tanstack/react-query@^5',
        '@types/react@^19',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
      ],
      { cwd: folder },
    );

    writeFileSync(join(folder, 'consumer.mjs'), consumerScript);
    writeFileSync(join(folder, 'consumer.ts'), consumerTypes);
    for (const [name, code] of Object.entries(readmeExamples())) {
      writeFileSync(join(folder, `example-${name}.ts`), code);
    }
    const [ran, ...compiled] = await Promise.all([
      run(process.execPath, ['consumer.mjs', origin], { cwd: folder }).then(
        ({ stdout }) => JSON.parse(stdout) as unknown,
      ),
      ...matrix.map(async ({ name, options, files }) => {
        const dir = join(folder, name.replace(/\W+/g, '-'));
        mkdirSync(dir);
        writeFileSync(
          join(dir, 'tsconfig.json'),
          JSON.stringify({
            compilerOptions: { ...strict, ...options, typeRoots: ['../node_modules/@types'] },
            files: files.map((f) => `../${f}`),
          }),
        );
        return run(process.execPath, [tsc, '-p', dir]).then(
          () => ({ config: name, ok: true, output: '' }),
          (error: { stdout?: string }) => ({
            config: name,
            ok: false,
            output: error.stdout ?? String(error),
          }),
        );
      }),
    ]);
    return { run: ran, compiled };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function newestMtime(dir: string): number {
  return Math.max(
    ...readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => statSync(join(dir, f)).mtimeMs),
  );
}
