// Text people read comes from a message catalog (docs/decisions/0049-languages.md), so German and French can
// replace it: reports words written straight into JSX (text between tags, `{'…'}`, `{`…`}`) and into the props
// that people read or hear (labels, titles, placeholders, alternative text). Text without letters (`·`, `*`,
// `—`) is not a message. A named exception is an `eslint-disable-next-line` with its reason.
import type { Rule } from 'eslint';

/** Props whose value people read or hear. */
const READ_PROPS = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'alt',
  'title',
  'placeholder',
  'label',
  'description',
  'heading',
  'message',
  'hint',
  'confirmLabel',
  'cancelLabel',
  'emptyText',
]);
const LETTER = /\p{L}/u;

type Node = Rule.Node & Record<string, unknown>;
const hasWords = (text: unknown) => typeof text === 'string' && LETTER.test(text);
const templateWords = (node: Node) =>
  node.type === 'TemplateLiteral' &&
  (node.quasis as { value: { cooked: string } }[]).some((quasi) => hasWords(quasi.value.cooked));
/** The text an expression may show: itself, or either branch of `a ? 'x' : 'y'` and `a && 'x'`. */
function isLiteralText(node: Node | null | undefined): boolean {
  if (!node) return false;
  if (node.type === 'ConditionalExpression')
    return isLiteralText(node.consequent as Node) || isLiteralText(node.alternate as Node);
  if (node.type === 'LogicalExpression')
    return isLiteralText(node.left as Node) || isLiteralText(node.right as Node);
  return (node.type === 'Literal' && hasWords(node.value)) || templateWords(node);
}

const rule: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'Text people read comes from a message catalog.' },
    messages: {
      literal: 'Text people read comes from a message catalog (useMessages): “{{text}}”.',
    },
    schema: [],
  },
  create(context) {
    const report = (node: Rule.Node, text: string) =>
      context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node: Rule.Node) {
        const text = (node as Node).value;
        if (hasWords(text)) report(node, String(text));
      },
      JSXExpressionContainer(node: Rule.Node) {
        const parent = (node as Node).parent as Node | undefined;
        const expression = (node as Node).expression as Node;
        // Children only here; props are JSXAttribute's.
        if ((parent?.type as string | undefined) === 'JSXAttribute') return;
        if (isLiteralText(expression)) report(node, context.sourceCode.getText(expression));
      },
      JSXAttribute(node: Rule.Node) {
        const attribute = node as Node;
        const name = (attribute.name as Node).name;
        if (typeof name !== 'string' || !READ_PROPS.has(name)) return;
        const value = attribute.value as Node | null;
        const literal =
          (value?.type as string | undefined) === 'JSXExpressionContainer'
            ? ((value as Node).expression as Node)
            : (value ?? undefined);
        if (isLiteralText(literal)) report(node, context.sourceCode.getText(literal));
      },
    };
  },
};

export default rule;
