// What a screen shows in the pseudo-locale (docs/decisions/0049-languages.md): every word from a catalog is
// accented and padded with `~`, so words of the screen's own chrome without a `~` bypassed the catalogs.

/** Elements whose text is the screen's own words (record data rarely sits in them). */
const CHROME =
  'button, th, label, legend, h1, h2, h3, [role="tab"], [role="menuitem"], nav a, summary, option';
/** Attributes people read or hear. */
const READ_ATTRIBUTES = ['aria-label', 'placeholder', 'title', 'alt'];

const isPlainWords = (text: string) => /[A-Za-z]{2,}/.test(text) && !text.includes('~');

/**
 * The chrome's texts on screen that are plain English: each as `tag: text`. `except` names record data that
 * may show in the chrome (a person's name in a heading, an organisation in an option).
 */
export function plainEnglishIn(container: ParentNode, except: readonly (string | RegExp)[] = []): string[] {
  const excepted = (text: string) =>
    except.some((pattern) => (typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text)));
  const found = new Set<string>();
  // A toast keeps the words it was shown with (one an earlier screen left behind may be in another language).
  const inToast = (element: Element) => element.closest('[data-sonner-toaster]') !== null;
  for (const element of container.querySelectorAll<HTMLElement>(CHROME)) {
    if (inToast(element)) continue;
    // The element's own words: a child that is itself chrome is checked on its own.
    const text = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? '')
      .join(' ')
      .trim();
    if (isPlainWords(text) && !excepted(text)) found.add(`${element.tagName.toLowerCase()}: ${text}`);
  }
  for (const element of container.querySelectorAll<HTMLElement>(
    READ_ATTRIBUTES.map((a) => `[${a}]`).join(','),
  )) {
    if (inToast(element)) continue;
    for (const attribute of READ_ATTRIBUTES) {
      const text = element.getAttribute(attribute)?.trim() ?? '';
      if (isPlainWords(text) && !excepted(text)) found.add(`${attribute}: ${text}`);
    }
  }
  return [...found];
}
