import type { Page } from '@playwright/test';

// The pseudo-locale's checks in a real browser (docs/decisions/0049-languages.md): every word from a catalog is
// accented and padded with `~` (packages/ui/src/i18n/pseudo.ts), about a third longer than English. What a
// screen shows without those marks bypassed the catalogs, unless it is data: what the API sent (names,
// e-mails, the server's own sentences), which the page records as it arrives.

declare global {
  interface Window {
    /** Every string of every JSON answer of the API so far (the page's data). */
    __apiStrings?: Set<string>;
  }
}

/** Has the page keep every string the API sends it; call before the first navigation. */
export async function recordApiStrings(page: Page) {
  await page.addInitScript(() => {
    const strings = new Set<string>();
    window.__apiStrings = strings;
    const collect = (value: unknown) => {
      if (typeof value === 'string') strings.add(value);
      else if (value && typeof value === 'object') for (const item of Object.values(value)) collect(item);
    };
    const send = window.fetch.bind(window);
    window.fetch = async (...args) => {
      const response = await send(...args);
      // Read before the app reads it: the strings are known by the time they are drawn.
      if (response.headers.get('content-type')?.includes('json'))
        collect(
          await response
            .clone()
            .json()
            .catch(() => null),
        );
      return response;
    };
  });
}

export interface PseudoProblems {
  /** Wider than the viewport: the page scrolls sideways. */
  pageWidth: number | null;
  /** Elements whose own text runs past their box (cut off, or over what is beside them). */
  clipped: string[];
  /** Text people see or hear that is plain English and not data: it bypassed the catalogs. */
  plainEnglish: string[];
}

/**
 * The screen's problems in the pseudo-locale. Runs in the page (no closures over the test's scope).
 * `allowed`: texts that are the same in every language (the product's name, the languages' own names).
 */
export function pseudoProblems(allowed: string[]): PseudoProblems {
  const data = [...(window.__apiStrings ?? [])].map((value) => value.replace(/\s+/g, ' '));
  // A catalog's word: accented letters or the `~` padding (data with accents is data either way).
  const marked = /[~àƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýž]/i;
  const isData = (text: string) => data.some((value) => value.includes(text));
  // The English formats of dates, times and sizes are the format code's (decision 0049: English keeps its own).
  const formats = [
    /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\b/g,
    /\b\d+(\.\d+)?\s?(B|KB|MB|GB|TB|kB)\b/g,
    /\b(AM|PM|UTC|GMT)\b/g,
    /\b(in )?(a few seconds|an? (minute|hour|day|month|year)|\d+ (second|minute|hour|day|month|year)s?)( ago)?\b/g,
  ];
  const plain = (text: string) => {
    let rest = text;
    for (const format of formats) rest = rest.replace(format, ' ');
    return /[A-Za-z]{2,}/.test(rest) && !marked.test(text);
  };
  const english = new Set<string>();
  const clipped = new Set<string>();
  const shown = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    element.getBoundingClientRect().width > 0;
  // Screen-reader-only text is heard, not seen: checked for words, not for clipping.
  const heardOnly = (element: Element) => element.closest('.sr-only') !== null;
  const skipped = (element: Element) =>
    element.closest('script, style, noscript, [data-sonner-toaster], [aria-hidden="true"]') !== null;
  const describe = (element: Element, text: string) =>
    `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${text.slice(0, 80)}"`;

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
    const parent = node.parentElement;
    if (!text || !parent || skipped(parent) || !(heardOnly(parent) || shown(parent))) continue;
    if (plain(text) && !allowed.includes(text) && !isData(text)) english.add(describe(parent, text));
  }
  for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
    if (skipped(element) || !shown(element)) continue;
    for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
      const text = element.getAttribute(attribute)?.trim() ?? '';
      if (text && plain(text) && !allowed.includes(text) && !isData(text))
        english.add(`${describe(element, text)} (${attribute})`);
    }
  }
  // Clipping: an element with words of its own whose content is wider than its box, unless the box scrolls.
  // Inline elements have no box of their own (their block is measured).
  for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
    const own = [...element.childNodes]
      .filter((child) => child.nodeType === Node.TEXT_NODE)
      .map((child) => child.textContent ?? '')
      .join('')
      .trim();
    if (!own || skipped(element) || heardOnly(element) || !shown(element)) continue;
    const style = getComputedStyle(element);
    if (style.display === 'inline' || ['auto', 'scroll'].includes(style.overflowX)) continue;
    // Data of any length is cut short on purpose, with an ellipsis: only the catalogs' words must fit. (Unmarked
    // text that is not data is plain English, found above.)
    if (style.textOverflow === 'ellipsis' && !marked.test(own)) continue;
    if (element.scrollWidth > element.clientWidth + 1)
      clipped.add(`${describe(element, own)}: ${element.scrollWidth} px in ${element.clientWidth} px`);
  }
  const width = document.documentElement.scrollWidth;
  return {
    pageWidth: width > window.innerWidth ? width : null,
    clipped: [...clipped],
    plainEnglish: [...english],
  };
}
