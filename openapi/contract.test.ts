import { describe, expect, it } from 'vitest';

import {
  deref,
  firstExample,
  listOperations,
  loadContract,
  type Response,
  successStatus,
} from './contract.ts';
import lists from './spec-lists.json' with { type: 'json' };

const contract = loadContract();
const operations = listOperations(contract);
const label = (o: { method: string; path: string }) => `${o.method.toUpperCase()} ${o.path}`;

// Verbs an operationId may start with; a new verb is added here on purpose, not by accident.
const verbs = [
  'get',
  'list',
  'search',
  'create',
  'update',
  'delete',
  'log',
  'start',
  'exchange',
  'refresh',
  'change',
  'set',
  'request',
  'verify',
  'reset',
  'enable',
  'disable',
  'regenerate',
  'upload',
  'download',
  'reply',
  'close',
  'run',
  'flush',
  'perform',
  'migrate',
  'preview',
  'invite',
  'accept',
  'resend',
  'cancel',
  'stream',
];
const operationIdPattern = new RegExp(`^(${verbs.join('|')})([A-Z][a-zA-Z0-9]*)?$`);

describe('the documented endpoints (spec-lists.json)', () => {
  it.each(lists.documentedEndpoints)('%s exists and is marked x-source: spec', (endpoint) => {
    const found = operations.find((o) => label(o) === endpoint);
    expect(found, `${endpoint} is missing`).toBeDefined();
    expect(found?.operation['x-source']).toBe('spec');
  });

  it('no other operation claims to be documented', () => {
    const claimed = operations.filter((o) => o.operation['x-source'] === 'spec').map(label);
    expect(claimed.sort()).toEqual([...lists.documentedEndpoints].sort());
  });
});

describe('every operation', () => {
  it.each(operations.map((o) => [label(o), o] as const))('%s is complete', (_name, o) => {
    const { operation } = o;
    expect(operation.operationId).toMatch(operationIdPattern);
    expect(operation.tags).toHaveLength(1);
    expect(['spec', 'designed']).toContain(operation['x-source']);
    expect(operation.summary).toBeTruthy();

    // Secured with one of the two bearer schemes, unless explicitly public.
    for (const requirement of o.security) {
      expect(Object.keys(requirement).every((s) => s === 'userBearer' || s === 'staffBearer')).toBe(true);
    }
    if (o.security.length === 0) expect(operation.security).toEqual([]);
    else expect(Object.keys(operation.responses)).toContain('401');

    // Path parameters carry an example so that a client (and the Prism test) can call the operation.
    for (const parameter of o.parameters.filter((p) => p.in === 'path')) {
      expect(parameter.example, `path parameter ${parameter.name}`).not.toBeUndefined();
      expect(o.path).toContain(`{${parameter.name}}`);
    }

    expect(successStatus(operation), 'a 2xx response').toBeDefined();
    for (const [code, ref] of Object.entries(operation.responses)) {
      const response = deref<Response>(contract, ref);
      for (const [type, media] of Object.entries(response.content ?? {})) {
        expect(firstExample(contract, media), `${code} ${type} has an example`).not.toBeUndefined();
      }
    }
    if (operation.requestBody) {
      const body = deref(contract, operation.requestBody);
      for (const [type, media] of Object.entries(body.content)) {
        expect(firstExample(contract, media), `request ${type} has an example`).not.toBeUndefined();
      }
    }
  });

  it('has a unique operationId', () => {
    const ids = operations.map((o) => o.operation.operationId);
    const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(repeated).toEqual([]);
  });

  it('counts the designed operations', () => {
    const designed = operations.filter((o) => o.operation['x-source'] === 'designed');
    console.log(
      `contract: ${operations.length} operations, ${operations.length - designed.length} documented, ${designed.length} designed`,
    );
    expect(designed.length + lists.documentedEndpoints.length).toBe(operations.length);
  });
});
