// Release hygiene: the contract may only break consumers in a new major version of the SDK (CHANGELOG.md).
import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { type Contract, loadContract } from '../../../openapi/contract.ts';
import { breakingChanges, readContract } from './test-support/contract-diff.ts';

const released = readContract(new URL('../released/openapi.yaml', import.meta.url).pathname);
const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};
const changelog = readFileSync(new URL('../CHANGELOG.md', import.meta.url), 'utf8');
/** The version the released contract belongs to: the newest `## x.y.z` heading that is not "Unreleased". */
const releasedVersion = /^## (\d+\.\d+\.\d+)/m.exec(changelog)?.[1] ?? '';
const major = (version: string) => Number(version.split('.')[0]);

describe('contract against the last release', () => {
  it('has no breaking change unless the major version moved', () => {
    const breaking = breakingChanges(released, loadContract());
    if (major(pkg.version) > major(releasedVersion)) return;
    expect(
      breaking,
      `breaking changes since ${releasedVersion}: release them as a new major version`,
    ).toEqual([]);
  });

  it('finds the breaking changes a consumer would meet (and not the additions)', () => {
    const current = structuredClone(released) as Contract;
    const schemas = current.components.schemas as Record<
      string,
      { required?: string[]; properties?: object }
    >;
    delete current.paths['/user/{id}']!.delete;
    schemas.User!.required = (schemas.User!.required ?? []).filter((name) => name !== 'email');
    current.paths['/roles']!.get!.parameters!.push({ name: 'tenant', in: 'query', required: true });
    current.paths['/roles']!.get!.parameters!.push({ name: 'extra', in: 'query' });
    const found = breakingChanges(released, current);
    expect(found).toContain('DELETE /user/{id}: removed');
    expect(found).toContain('GET /roles: query parameter tenant newly required');
    expect(found).toContain('GET /user/me response.email: no longer always present');
    expect(found.join('\n')).not.toContain('extra');
    expect(breakingChanges(released, released)).toEqual([]);
  });
});
