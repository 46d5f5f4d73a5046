import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

import { HttpError, type ValidationIssue } from '../http/errors.ts';
import type { Json, JsonObject } from './load.ts';
import type { OperationSpec, ParameterSpec } from './operations.ts';

const CONTRACT_ID = 'contract';

/** Points a schema's internal refs (`#/components/...`) at the registered contract document. */
function absolutize(node: Json): Json {
  if (Array.isArray(node)) return node.map(absolutize);
  if (node === null || typeof node !== 'object') return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] =
      key === '$ref' && typeof value === 'string' && value.startsWith('#')
        ? CONTRACT_ID + value
        : absolutize(value);
  }
  return out;
}

function createAjv(doc: JsonObject, coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    validateSchema: false,
    coerceTypes: coerce ? 'array' : false,
    useDefaults: coerce,
  });
  addFormats.default(ajv);
  for (const name of ['binary', 'byte', 'password', 'int32', 'int64', 'float', 'double'])
    ajv.addFormat(name, true);
  ajv.addSchema({ $id: CONTRACT_ID, components: (doc.components ?? {}) as Json } as object);
  return ajv;
}

const quote = (v: unknown) => (typeof v === 'string' ? `'${v}'` : JSON.stringify(v));

/** Turns an ajv error into FastAPI's wording and types, so clients (and the SDK) see familiar messages. */
function toIssue(where: 'body' | 'query' | 'path', e: ErrorObject): ValidationIssue {
  const loc: (string | number)[] = [where];
  for (const raw of e.instancePath.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    loc.push(/^\d+$/.test(key) ? Number(key) : key);
  }
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return { loc: [...loc, String(p.missingProperty)], msg: 'Field required', type: 'missing' };
    case 'additionalProperties':
      return {
        loc: [...loc, String(p.additionalProperty)],
        msg: 'Extra inputs are not permitted',
        type: 'extra_forbidden',
      };
    case 'type': {
      const t = String(p.type).split(',')[0];
      const nouns: Record<string, string> = {
        string: 'a valid string',
        integer: 'a valid integer',
        number: 'a valid number',
        boolean: 'a valid boolean',
        object: 'a valid dictionary',
        array: 'a valid list',
        null: 'None',
      };
      return {
        loc,
        msg: `Input should be ${nouns[t ?? ''] ?? t}`,
        type: `${t === 'object' ? 'dict' : t === 'array' ? 'list' : t}_type`,
      };
    }
    case 'minLength':
      return {
        loc,
        msg: `String should have at least ${String(p.limit)} character${p.limit === 1 ? '' : 's'}`,
        type: 'string_too_short',
      };
    case 'maxLength':
      return {
        loc,
        msg: `String should have at most ${String(p.limit)} characters`,
        type: 'string_too_long',
      };
    case 'minItems':
      return {
        loc,
        msg: `List should have at least ${String(p.limit)} item${p.limit === 1 ? '' : 's'}`,
        type: 'too_short',
      };
    case 'maxItems':
      return { loc, msg: `List should have at most ${String(p.limit)} items`, type: 'too_long' };
    case 'minimum':
      return {
        loc,
        msg: `Input should be greater than or equal to ${String(p.limit)}`,
        type: 'greater_than_equal',
      };
    case 'maximum':
      return {
        loc,
        msg: `Input should be less than or equal to ${String(p.limit)}`,
        type: 'less_than_equal',
      };
    case 'exclusiveMinimum':
      return { loc, msg: `Input should be greater than ${String(p.limit)}`, type: 'greater_than' };
    case 'exclusiveMaximum':
      return { loc, msg: `Input should be less than ${String(p.limit)}`, type: 'less_than' };
    case 'pattern':
      return {
        loc,
        msg: `String should match pattern '${String(p.pattern)}'`,
        type: 'string_pattern_mismatch',
      };
    case 'format':
      return p.format === 'email'
        ? { loc, msg: 'value is not a valid email address', type: 'value_error' }
        : { loc, msg: `Input should be a valid ${String(p.format)}`, type: `${String(p.format)}_parsing` };
    case 'enum': {
      const values = (p.allowedValues as unknown[]).map(quote);
      const list = values.length > 1 ? `${values.slice(0, -1).join(', ')} or ${values.at(-1)}` : values[0];
      return { loc, msg: `Input should be ${list}`, type: 'enum' };
    }
    case 'const':
      return { loc, msg: `Input should be ${quote(p.allowedValue)}`, type: 'literal_error' };
    default:
      return { loc, msg: e.message ?? 'Invalid value', type: e.keyword };
  }
}

/** Keeps the most useful error per location (ajv repeats parents for anyOf/oneOf branches). */
function issuesOf(where: 'body' | 'query' | 'path', errors: readonly ErrorObject[]): ValidationIssue[] {
  const seen = new Set<string>();
  const out: ValidationIssue[] = [];
  for (const e of errors) {
    if (e.keyword === 'anyOf' || e.keyword === 'oneOf' || e.keyword === 'if') continue;
    const issue = toIssue(where, e);
    const key = JSON.stringify(issue.loc);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(issue);
  }
  return out;
}

/** Validates requests against the contract's schemas; validators are compiled once per operation. */
export class RequestValidator {
  readonly #bodyAjv: Ajv2020;
  readonly #paramAjv: Ajv2020;
  readonly #cache = new Map<string, ValidateFunction>();

  constructor(doc: JsonObject) {
    this.#bodyAjv = createAjv(doc, false);
    this.#paramAjv = createAjv(doc, true);
  }

  #compile(key: string, ajv: Ajv2020, schema: Json): ValidateFunction {
    let fn = this.#cache.get(key);
    if (!fn) {
      fn = ajv.compile(absolutize(schema) as object);
      this.#cache.set(key, fn);
    }
    return fn;
  }

  /** Checks and coerces path or query parameters; answers the typed values. */
  params(
    op: OperationSpec,
    where: 'path' | 'query',
    raw: Record<string, string | string[]>,
  ): Record<string, unknown> {
    const specs = op.parameters.filter((p) => p.in === where);
    const values: Record<string, unknown> = {};
    for (const spec of specs) {
      const value = raw[spec.name];
      if (value !== undefined)
        values[spec.name] = isArraySchema(spec) ? ([] as string[]).concat(value) : value;
    }
    if (specs.length === 0) return values;
    const schema: JsonObject = {
      type: 'object',
      properties: Object.fromEntries(specs.map((s) => [s.name, s.schema])),
      required: specs.filter((s) => s.required).map((s) => s.name),
    };
    const validate = this.#compile(`${op.operationId}:${where}`, this.#paramAjv, schema);
    if (!validate(values)) throw new HttpError(422, issuesOf(where, validate.errors ?? []));
    return values;
  }

  body(op: OperationSpec, contentType: string, body: unknown): void {
    if (!op.requestBody) return;
    if (body === undefined) {
      if (op.requestBody.required)
        throw new HttpError(422, [{ loc: ['body'], msg: 'Field required', type: 'missing' }]);
      return;
    }
    const schema = op.requestBody.schemas[contentType];
    if (schema === undefined) return;
    const validate = this.#compile(`${op.operationId}:body:${contentType}`, this.#bodyAjv, schema);
    if (!validate(body)) throw new HttpError(422, issuesOf('body', validate.errors ?? []));
  }
}

function isArraySchema(spec: ParameterSpec): boolean {
  const s = spec.schema;
  return !!s && typeof s === 'object' && !Array.isArray(s) && s.type === 'array';
}
