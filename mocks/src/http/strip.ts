import { deref, type Json, type JsonObject } from '../contract/load.ts';

/**
 * Drops the fields a body's schema does not name, as FastAPI's models do, so a handler that spreads its
 * body into a row (`{ ...body }`) can never store a field the contract does not have (mass assignment).
 * Objects with `additionalProperties` (maps) keep their keys; `oneOf`/`anyOf` keep any branch's fields.
 */
export function stripUnknownFields(doc: JsonObject, schema: Json | undefined, value: unknown): unknown {
  const s = deref(doc, schema);
  if (!s || typeof s !== 'object' || Array.isArray(s)) return value;
  if (Array.isArray(value)) return value.map((item) => stripUnknownFields(doc, s.items, item));
  if (!value || typeof value !== 'object') return value;
  const properties = new Map<string, Json>();
  const collect = (node: Json | undefined): boolean => {
    const n = deref(doc, node);
    if (!n || typeof n !== 'object' || Array.isArray(n)) return false;
    if (n.additionalProperties !== undefined && n.additionalProperties !== false) return true;
    for (const [name, sub] of Object.entries((n.properties ?? {}) as JsonObject)) properties.set(name, sub);
    let open = false;
    for (const key of ['allOf', 'oneOf', 'anyOf'] as const)
      if (Array.isArray(n[key])) for (const part of n[key]) open = collect(part) || open;
    return open;
  };
  const open = collect(s);
  if (open || properties.size === 0) return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
    const sub = properties.get(key);
    if (sub !== undefined) out[key] = stripUnknownFields(doc, sub, field);
  }
  return out;
}
