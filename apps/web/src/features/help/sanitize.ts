// Help articles arrive as HTML from the server. Before rendering, everything outside a small allow-list
// of formatting tags and attributes is removed: no script, no event handler, no javascript: or data: URL,
// no style, no form or frame. This does not lean on the Content-Security-Policy, which is a second wall.
import createDOMPurify, { type Config } from 'dompurify';

const CONFIG: Config = {
  ALLOWED_TAGS: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'mark',
    'small',
    'sub',
    'sup',
    'code',
    'pre',
    'kbd',
    'blockquote',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'span',
    'div',
  ],
  ALLOWED_ATTR: ['href', 'title', 'alt', 'src', 'width', 'height', 'colspan', 'rowspan', 'scope'],
  // Web links, mail links, same-site paths and in-page anchors; nothing else (javascript:, data:, ...).
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/(?!\/)|#)/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Text of a removed wrapper (an <h1>, a <font>) stays; a removed <script> or <style> takes its text along.
  KEEP_CONTENT: true,
};

let purifier: ReturnType<typeof createDOMPurify> | null = null;

function getPurifier() {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  // DOMPurify lets data: URLs through on images whatever the URL allow-list says; the console does not.
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    if (/^\s*data:/i.test(data.attrValue)) data.keepAttr = false;
  });
  // Links that leave the console open in a new tab and cannot reach back into it.
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = instance;
  return instance;
}

/** The article's HTML, reduced to the allow-list. Without a DOM to sanitise with, nothing is rendered. */
export function sanitizeArticleHtml(html: string): string {
  if (typeof window === 'undefined') return '';
  const instance = getPurifier();
  // Fail closed: an environment DOMPurify cannot protect gets no HTML at all.
  if (!instance.isSupported) return '';
  return instance.sanitize(html, CONFIG);
}
