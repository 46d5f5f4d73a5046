// Enforces the one-way imports of apps/web/src (decision 0011, README "Working on it"):
//   routes -> features -> (lib, @console/ui, @console/sdk); lib never imports features or routes;
//   a feature imports another feature only through that feature's index (its public surface).
import path from 'node:path';

import type { Rule } from 'eslint';

type Layer = { kind: 'routes' } | { kind: 'feature'; name: string } | { kind: 'lib' } | { kind: 'other' };

export function layerOf(file: string, srcRoot: string): Layer {
  const rel = path.relative(srcRoot, file).split(path.sep);
  if (rel[0] === '..' || path.isAbsolute(rel.join('/'))) return { kind: 'other' };
  if (rel[0] === 'routes') return { kind: 'routes' };
  if (rel[0] === 'features' && rel[1]) return { kind: 'feature', name: rel[1] };
  if (rel[0] === 'lib') return { kind: 'lib' };
  return { kind: 'other' };
}

function resolveTarget(source: string, importer: string, srcRoot: string): string | null {
  if (source.startsWith('~/')) return path.join(srcRoot, source.slice(2));
  if (source.startsWith('.')) return path.resolve(path.dirname(importer), source);
  return null; // packages are checked elsewhere
}

const rule: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports go one way: routes -> features -> lib/ui/sdk.' },
    schema: [{ type: 'object', properties: { srcRoot: { type: 'string' } }, additionalProperties: false }],
    messages: {
      upward: '{{from}} must not import {{to}}: imports go routes -> features -> lib.',
      internals:
        "Feature '{{from}}' must not import internals of feature '{{to}}'; import its index or move the shared piece to lib/ or @console/ui.",
    },
  },
  create(context) {
    const srcRoot = path.resolve(
      context.cwd,
      (context.options[0] as { srcRoot?: string } | undefined)?.srcRoot ?? 'apps/web/src',
    );
    const importer = context.filename;
    const from = layerOf(importer, srcRoot);
    if (from.kind === 'other') return {};
    const check = (node: Rule.Node, source: unknown) => {
      if (typeof source !== 'string') return;
      const target = resolveTarget(source, importer, srcRoot);
      if (!target) return;
      const to = layerOf(target, srcRoot);
      const rank = { routes: 2, feature: 1, lib: 0, other: 0 } as const;
      if (rank[to.kind] > rank[from.kind]) {
        context.report({ node, messageId: 'upward', data: { from: from.kind, to: to.kind } });
        return;
      }
      if (from.kind === 'feature' && to.kind === 'feature' && from.name !== to.name) {
        const rel = path.relative(path.join(srcRoot, 'features', to.name), target);
        if (rel !== '' && rel !== 'index' && rel !== 'index.ts') {
          context.report({ node, messageId: 'internals', data: { from: from.name, to: to.name } });
        }
      }
    };
    return {
      ImportDeclaration: (node) => check(node as Rule.Node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node as Rule.Node, node.source.value),
      ExportAllDeclaration: (node) => check(node as Rule.Node, node.source.value),
      ImportExpression: (node) =>
        node.source.type === 'Literal' && check(node as Rule.Node, node.source.value),
    };
  },
};

export default rule;
