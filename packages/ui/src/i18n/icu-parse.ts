// The part of ICU MessageFormat the console's messages use: `{name}`, `{count, number}`, `{count, plural, =0 {…}
// one {# item} other {# items}}` (with `offset:`), `{kind, select, a {…} other {…}}`, nested, and ICU's quoting
// (`''` is an apostrophe; `'{` starts quoted text). The app's build reads every English message ahead
// (apps/web/scripts/precompiled-messages.ts), so this reader loads only with a language's PO file, in tests and in
// development.
import type { MessageNode } from './icu.ts';

/** Reads a message; throws on a malformed one (the catalog checks read every message of every locale). */
export function parseMessage(message: string): MessageNode[] {
  let at = 0;
  const fail = (why: string): never => {
    throw new SyntaxError(`${why} at ${at} in “${message}”`);
  };
  const spaces = () => {
    while (/\s/.test(message[at] ?? '')) at += 1;
  };
  const word = () => {
    spaces();
    const start = at;
    while (at < message.length && /[^\s{},]/.test(message[at] ?? '')) at += 1;
    if (start === at) fail('Expected a name');
    return message.slice(start, at);
  };
  const expect = (char: string) => {
    spaces();
    if (message[at] !== char) fail(`Expected “${char}”`);
    at += 1;
  };

  function nodes(inPlural: boolean, nested: boolean): MessageNode[] {
    const out: MessageNode[] = [];
    let text = '';
    const flush = () => {
      if (text) out.push(text);
      text = '';
    };
    while (at < message.length) {
      const char = message[at] ?? '';
      if (char === "'") {
        const next = message[at + 1];
        if (next === "'") {
          text += "'";
          at += 2;
        } else if (next === '{' || next === '}' || (inPlural && next === '#')) {
          const end = message.indexOf("'", at + 1);
          text += message.slice(at + 1, end === -1 ? message.length : end);
          at = end === -1 ? message.length : end + 1;
        } else {
          text += char;
          at += 1;
        }
      } else if (char === '{') {
        flush();
        at += 1;
        out.push(argument());
      } else if (char === '}') {
        if (!nested) fail('Unexpected “}”');
        break;
      } else if (char === '#' && inPlural) {
        flush();
        out.push({ type: 'count' });
        at += 1;
      } else {
        text += char;
        at += 1;
      }
    }
    flush();
    return out;
  }

  function options(inPlural: boolean): Record<string, MessageNode[]> {
    const out: Record<string, MessageNode[]> = {};
    spaces();
    while (message[at] !== '}') {
      const key = word();
      expect('{');
      out[key] = nodes(inPlural, true);
      expect('}');
      spaces();
      if (at >= message.length) fail('Unclosed options');
    }
    if (!('other' in out)) fail('Missing “other”');
    return out;
  }

  function argument(): MessageNode {
    const name = word();
    spaces();
    if (message[at] === '}') {
      at += 1;
      return { type: 'argument', name };
    }
    expect(',');
    const kind = word();
    spaces();
    if (kind === 'number' && message[at] === '}') {
      at += 1;
      return { type: 'argument', name, number: true };
    }
    expect(',');
    spaces();
    let node: MessageNode;
    if (kind === 'plural') {
      let offset = 0;
      const match = /^offset:\s*(\d+)/.exec(message.slice(at));
      if (match) {
        offset = Number(match[1]);
        at += match[0].length;
      }
      node = { type: 'plural', name, ...(offset && { offset }), options: options(true) };
    } else if (kind === 'select') {
      node = { type: 'select', name, options: options(false) };
    } else {
      return fail(`Unknown argument type “${kind}”`);
    }
    expect('}');
    return node;
  }

  const out = nodes(false, false);
  if (at < message.length) fail('Unexpected text');
  return out;
}

/** The names of a message's values, for the catalog checks (a translation must use the source's). */
export function valueNames(nodes: readonly MessageNode[], into = new Set<string>()): Set<string> {
  for (const node of nodes) {
    if (typeof node === 'string' || node.type === 'count') continue;
    into.add(node.name);
    if (node.type !== 'argument') for (const branch of Object.values(node.options)) valueNames(branch, into);
  }
  return into;
}
