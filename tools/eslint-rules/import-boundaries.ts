// Enforces the one-way imports of apps/web/src (decision 0011, README "Working on it"):
//   routes -> app -> features -> components -> lib (and @console/ui, @console/sdk): a module imports only its own
//   layer or the ones below it. The root files (router.tsx, client.tsx, routeTree.gen.ts) count as app.
//   A feature imports another feature only through that feature's index (its public surface).
//   testing/ (the screen-test harness) may import anything, and only test files (*.test.ts(x)) import it.
import path from 'node:path';

import type { Rule } from 'eslint';

type Layer =
  | { kind: 'routes' }
  | { kind: 'app' }
  | { kind: 'feature'; name: string }
  | { kind: 'components' }
  | { kind: 'lib' }
  | { kind: 'testing' }
  | { kind: 'other' };

const rootAppFiles = new Set(['router', 'client', 'routeTree.gen']);

export function layerOf(file: string, srcRoot: string): Layer {
  const rel = path.relative(srcRoot, file).split(path.sep);
  if (rel[0] === '..' || path.isAbsolute(rel.join('/'))) return { kind: 'other' };
  if (rel[0] === 'routes') return { kind: 'routes' };
  if (rel[0] === 'app') return { kind: 'app' };
  if (rel[0] === 'features' && rel[1]) return { kind: 'feature', name: rel[1] };
  if (rel[0] === 'components') return { kind: 'components' };
  if (rel[0] === 'lib') return { kind: 'lib' };
  if (rel[0] === 'testing') return { kind: 'testing' };
  if (rel.length === 1 && rootAppFiles.has((rel[0] ?? '').replace(/\.tsx?$/, ''))) return { kind: 'app' };
  return { kind: 'other' };
}

// Higher imports lower; never the other way. testing/ sits outside the ranks (see `check`).
const rank = { routes: 4, app: 3, feature: 2, components: 1, lib: 0, other: 0 } as const;
const layerName = {
  routes: 'routes/',
  app: 'app/ (and the root files)',
  feature: 'features/',
  components: 'components/',
  lib: 'lib/',
  other: 'a root module',
} as const;

const isTestFile = (file: string) => /\.test\.tsx?$/.test(file);

function resolveTarget(source: string, importer: string, srcRoot: string): string | null {
  if (source.startsWith('~/')) return path.join(srcRoot, source.slice(2));
  if (source.startsWith('.')) return path.resolve(path.dirname(importer), source);
  return null; // packages are checked elsewhere
}

const rule: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports go one way: routes -> app -> features -> components -> lib/ui/sdk.' },
    schema: [{ type: 'object', properties: { srcRoot: { type: 'string' } }, additionalProperties: false }],
    messages: {
      upward:
        '{{from}} must not import {{to}}: imports go routes -> app -> features -> components -> lib; move the shared piece down or pass it in.',
      internals:
        "Feature '{{from}}' must not import internals of feature '{{to}}'; import its index or move the shared piece to components/, lib/ or @console/ui.",
      testing:
        'Only test files (*.test.ts(x)) import testing/ (the screen-test harness); app code never does.',
    },
  },
  create(context) {
    const srcRoot = path.resolve(
      context.cwd,
      (context.options[0] as { srcRoot?: string } | undefined)?.srcRoot ?? 'apps/web/src',
    );
    const importer = context.filename;
    const from = layerOf(importer, srcRoot);
    const check = (node: Rule.Node, source: unknown) => {
      if (typeof source !== 'string') return;
      const target = resolveTarget(source, importer, srcRoot);
      if (!target) return;
      const to = layerOf(target, srcRoot);
      if (to.kind === 'testing') {
        if (from.kind !== 'testing' && !isTestFile(importer)) context.report({ node, messageId: 'testing' });
        return;
      }
      if (from.kind === 'testing' || from.kind === 'other') return;
      if (rank[to.kind] > rank[from.kind]) {
        context.report({
          node,
          messageId: 'upward',
          data: { from: layerName[from.kind], to: layerName[to.kind] },
        });
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
