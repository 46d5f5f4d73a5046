// Numeric ids in paths (/users/12): parsed once in the route, so screens get numbers and a link takes one.
import { notFound } from '@tanstack/react-router';

const ID = /^[1-9][0-9]{0,15}$/;

/** `params` of a route whose `key` segment is a positive integer id; anything else is not found. */
export function idParam<const K extends string>(key: K) {
  return {
    parse: (raw: Record<K, string>) => {
      const value = raw[key];
      if (!ID.test(value)) throw notFound();
      return { [key]: Number(value) } as Record<K, number>;
    },
    stringify: (params: Record<K, number>) => ({ [key]: String(params[key]) }) as Record<K, string>,
  };
}

/** `params` of a route with several id segments of its own (no parent route parses them). */
export function idParams<const K extends string>(...keys: K[]) {
  const each = keys.map((key) => idParam(key));
  return {
    parse: (raw: Record<K, string>) =>
      Object.assign({}, ...each.map((p) => p.parse(raw as never))) as Record<K, number>,
    stringify: (params: Record<K, number>) =>
      Object.assign({}, ...each.map((p) => p.stringify(params as never))) as Record<K, string>,
  };
}
