/**
 * fast-check arbitraries built from the contract's JSON Schemas: `validValue` follows a schema (types,
 * enums, formats, patterns, lengths, bounds, required keys), `brokenValue` breaks it in one of the ways a
 * careless or hostile client would (wrong types, missing and extra fields, huge strings and arrays,
 * unicode and control characters, wrong roots). Whether a value really is valid is decided by the
 * contract's validators (Prism's and the mock's), never by this module.
 */
import fc from 'fast-check';

import { deref, type Json, type JsonObject } from '../contract/load.ts';

type Schema = JsonObject;
const MAX_DEPTH = 4;

/** Strings that have broken parsers, renderers and databases before. */
const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31mred\u001b[0m',
  '\r\n\t',
  '\u202eevil\u202c',
  '\ufeffbom',
  '\ud800', // a lone surrogate (JSON.stringify keeps it as an escape)
  '👩‍👩‍👧‍👦🏳️‍🌈',
  'Ω≈ç√∫˜µ≤≥÷',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  '<script>window.__pwned=1</script>',
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE users; --",
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  '1e309',
  '-0',
  'null',
  'true',
];

const nastyString = fc.constantFrom(...NASTY_STRINGS);

function resolve(doc: JsonObject, schema: Json | undefined): Schema {
  const s = deref(doc, schema);
  return s && typeof s === 'object' && !Array.isArray(s) ? s : {};
}

/** allOf of object schemas merged into one (the contract uses allOf for composition only). */
function merged(doc: JsonObject, schema: Schema): Schema {
  if (!Array.isArray(schema.allOf)) return schema;
  const parts = schema.allOf.map((p) => merged(doc, resolve(doc, p)));
  const out: Schema = { ...schema, type: 'object', properties: {}, required: [] };
  delete out.allOf;
  for (const part of parts) {
    Object.assign(out.properties as Schema, (part.properties ?? {}) as Schema);
    (out.required as Json[]).push(...((part.required ?? []) as Json[]));
    for (const [k, v] of Object.entries(part))
      if (!['properties', 'required', 'type'].includes(k) && out[k] === undefined) out[k] = v;
  }
  return out;
}

function schemaOf(doc: JsonObject, schema: Json | undefined): Schema {
  return merged(doc, resolve(doc, schema));
}

function typesOf(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type.map(String);
  if (typeof schema.type === 'string') return [schema.type];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return ['string'];
}

function stringArb(schema: Schema): fc.Arbitrary<string> {
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Math.max(min, 40);
  switch (schema.format) {
    case 'email':
      return fc.oneof(
        fc.emailAddress(),
        fc.constantFrom('owner@acme.test', 'helpdesk@acme.test', 'new.person@acme.test'),
      );
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'uri':
      return fc.webUrl();
    case 'ipv4':
      return fc.ipV4();
    default:
  }
  if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern));
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength: min, maxLength: Math.min(max, min + 40) }) },
    {
      weight: 1,
      arbitrary: fc.string({ minLength: min, maxLength: Math.min(max, min + 20), unit: 'grapheme' }),
    },
    {
      weight: 1,
      arbitrary: nastyString.filter((s) => [...s].length >= min && [...s].length <= max),
    },
  );
}

function integerArb(schema: Schema): fc.Arbitrary<number> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : -1_000;
  const max = typeof schema.maximum === 'number' ? schema.maximum : min + 1_000_000;
  // Small values reach seeded rows; the rest probe the range.
  return fc.oneof(fc.integer({ min, max: Math.min(max, min + 60) }), fc.integer({ min, max }));
}

/** A value the schema accepts (as far as this generator knows: formats and patterns are followed). */
export function validValue(doc: JsonObject, raw: Json | undefined, depth = 0): fc.Arbitrary<unknown> {
  const schema = schemaOf(doc, raw);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  if (Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf)) {
    const options = (schema.oneOf ?? schema.anyOf) as Json[];
    return fc.oneof(...options.map((o) => validValue(doc, o, depth + 1)));
  }
  const arbs = typesOf(schema).map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer':
        return integerArb(schema);
      case 'number':
        return fc.double({
          min: typeof schema.minimum === 'number' ? schema.minimum : -1e6,
          max: typeof schema.maximum === 'number' ? schema.maximum : 1e6,
          noNaN: true,
        });
      case 'array': {
        const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
        const max = Math.min(typeof schema.maxItems === 'number' ? schema.maxItems : 4, min + 4);
        if (depth >= MAX_DEPTH) return fc.constant([]);
        const item = validValue(doc, schema.items, depth + 1);
        return schema.uniqueItems
          ? fc.uniqueArray(item, {
              minLength: min,
              maxLength: max,
              selector: (v) => JSON.stringify(v),
            })
          : fc.array(item, { minLength: min, maxLength: max });
      }
      case 'object': {
        const properties = (schema.properties ?? {}) as Schema;
        const required = new Set(((schema.required ?? []) as Json[]).map(String));
        if (depth >= MAX_DEPTH) return fc.constant({});
        const record: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [name, sub] of Object.entries(properties)) {
          const subSchema = resolve(doc, sub);
          if (subSchema.readOnly === true) continue;
          record[name] = validValue(doc, sub, depth + 1);
        }
        return fc.record(record, { requiredKeys: [...required].filter((k) => k in record) });
      }
      default:
        return stringArb(schema);
    }
  });
  return arbs.length === 1 ? (arbs[0] as fc.Arbitrary<unknown>) : fc.oneof(...arbs);
}

/** Any JSON value, including ones of the wrong type for whatever field it lands in. */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, 0.5),
  fc.string({ maxLength: 12 }),
  nastyString,
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);

/** A value of another JSON type than the schema names. */
function wrongType(schema: Schema): fc.Arbitrary<unknown> {
  const types = new Set(typesOf(schema));
  if (types.has('integer')) types.add('number');
  const pool: [string, fc.Arbitrary<unknown>][] = [
    ['string', fc.oneof(fc.constant('12abc'), nastyString)],
    ['integer', fc.constantFrom(-1, 0, 7, 2 ** 53 + 1)],
    ['number', fc.constantFrom(1.5, -0.25, 1e308)],
    ['boolean', fc.boolean()],
    ['null', fc.constant(null)],
    ['array', fc.constant(['a', 1])],
    ['object', fc.constant({ nested: true })],
  ];
  const wrong = pool.filter(([t]) => !types.has(t)).map(([, a]) => a);
  return wrong.length ? fc.oneof(...wrong) : anyJson;
}

export type Breakage =
  | 'wrong-type'
  | 'missing-field'
  | 'extra-field'
  | 'huge-string'
  | 'huge-array'
  | 'nasty-string'
  | 'wrong-root';

/** A valid value broken in one place; answers what was done, so a failure names it. */
export function brokenValue(
  doc: JsonObject,
  raw: Json | undefined,
): fc.Arbitrary<{ value: unknown; breakage: Breakage }> {
  const schema = schemaOf(doc, raw);
  const isObject = typesOf(schema).includes('object') && schema.properties;
  const properties = Object.keys((schema.properties ?? {}) as Schema);
  const required = ((schema.required ?? []) as Json[]).map(String);
  const wrongRoot = wrongType(schema).map((value) => ({ value, breakage: 'wrong-root' as const }));
  if (!isObject || properties.length === 0) return wrongRoot;

  const base = validValue(doc, schema) as fc.Arbitrary<Record<string, unknown>>;
  const field = fc.constantFrom(...properties);
  const propSchema = (name: string) => schemaOf(doc, (schema.properties as Schema)[name]);
  const options: fc.Arbitrary<{ value: unknown; breakage: Breakage }>[] = [
    wrongRoot,
    fc.tuple(base, field).chain(([obj, name]) =>
      wrongType(propSchema(name)).map((v) => ({
        value: { ...obj, [name]: v },
        breakage: 'wrong-type' as const,
      })),
    ),
    fc.tuple(base, fc.string({ minLength: 1, maxLength: 12 }), anyJson).map(([obj, key, v]) => ({
      value: { ...obj, [`zz_extra_${key}`]: v },
      breakage: 'extra-field' as const,
    })),
    fc.tuple(base, field, fc.constantFrom(5_000, 100_000)).map(([obj, name, n]) => ({
      value: { ...obj, [name]: 'x'.repeat(n) },
      breakage: 'huge-string' as const,
    })),
    fc.tuple(base, field, fc.constantFrom(1_000, 20_000)).map(([obj, name, n]) => ({
      value: { ...obj, [name]: Array.from({ length: n }, (_, i) => i) },
      breakage: 'huge-array' as const,
    })),
    fc.tuple(base, field, nastyString).map(([obj, name, s]) => ({
      value: { ...obj, [name]: s },
      breakage: 'nasty-string' as const,
    })),
  ];
  if (required.length)
    options.push(
      fc.tuple(base, fc.constantFrom(...required)).map(([obj, name]) => {
        const { [name]: _dropped, ...rest } = obj;
        return { value: rest, breakage: 'missing-field' as const };
      }),
    );
  return fc.oneof(...options);
}

/** Path and query values: the schema's own, seeded ids, and hostile ones (negative, huge, not numbers). */
export function paramValue(
  doc: JsonObject,
  raw: Json | undefined,
  seeded: readonly (string | number)[],
): fc.Arbitrary<unknown> {
  const schema = schemaOf(doc, raw);
  const hostile = fc.constantFrom(
    -1,
    0,
    2 ** 31,
    2 ** 53 + 1,
    '9'.repeat(40),
    '1e3',
    '0x10',
    ' 1',
    'abc',
    '..',
    '%',
    'null',
    '\u0000',
    '<script>',
  );
  const arbs: fc.Arbitrary<unknown>[] = [validValue(doc, schema), hostile];
  if (seeded.length) arbs.push(fc.constantFrom(...seeded));
  return fc.oneof(...arbs);
}
