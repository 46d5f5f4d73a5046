// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { sanitizeArticleHtml } from './sanitize';

/** The sanitised HTML parsed back into elements, to assert on what a browser would build from it. */
function parse(html: string) {
  const template = document.createElement('template');
  template.innerHTML = sanitizeArticleHtml(html);
  return template.content;
}

const attributesOf = (root: DocumentFragment) =>
  [...root.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => `${a.name}=${a.value}`));

describe('sanitizeArticleHtml', () => {
  it('keeps the text and formatting of an ordinary article', () => {
    const html =
      '<h2>Length beats complexity</h2><p>Use at least <strong>ten</strong> characters.</p><ol><li>Open the console.</li></ol>';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it('drops scripts with their code, and every event handler, but keeps the text around them', () => {
    const root = parse(
      '<p onmouseover="steal()">Scripts are never run.</p><script>steal()</script><img src="/a.png" onerror="steal()" alt="Broken image"><svg onload="steal()"><circle /></svg>',
    );
    expect(root.querySelector('script, svg')).toBeNull();
    expect(root.textContent).toBe('Scripts are never run.');
    expect(root.querySelector('img')?.getAttribute('alt')).toBe('Broken image');
    expect(attributesOf(root).filter((a) => a.startsWith('on'))).toEqual([]);
  });

  it('refuses script URLs, data URLs, styles, frames and forms', () => {
    const root = parse(
      '<a href="javascript:steal()">one</a><a href=" JaVaScRiPt:steal()">two</a><img src="data:image/svg+xml,<svg onload=steal()>"><p style="background:url(javascript:steal())">three</p><iframe src="https://evil.test"></iframe><form action="https://evil.test"><input name="password"></form><object data="x"></object>',
    );
    expect(root.querySelectorAll('a[href], img[src], [style], iframe, form, input, object')).toHaveLength(0);
    expect(root.textContent).toBe('onetwothree');
  });

  it('keeps web and same-site links; outside links open in a new tab without a way back in', () => {
    const root = parse(
      '<a href="https://docs.provider.test/">docs</a> <a href="/userguide/article/2">next</a>',
    );
    const [outside, inside] = [...root.querySelectorAll('a')];
    expect(outside?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(outside?.getAttribute('target')).toBe('_blank');
    expect(inside?.getAttribute('href')).toBe('/userguide/article/2');
    expect(inside?.hasAttribute('target')).toBe(false);
  });

  it('keeps a heading’s words but not a second page title', () => {
    expect(sanitizeArticleHtml('<h1>Title</h1><h2>Part</h2>')).toBe('Title<h2>Part</h2>');
  });

  it('never lets an event handler or a script through, however the pieces are mixed', () => {
    const pieces = fc.constantFrom(
      '<img src=x onerror=steal()>',
      '<script>steal()</script>',
      '<p onclick="steal()">text</p>',
      '<a href="javascript:steal()">link</a>',
      '<svg><script>steal()</script></svg>',
      '<math><mi xlink:href="javascript:steal()">x</mi></math>',
      '<div><p>nested <b onmouseover=steal()>bold</b></p></div>',
      '</p><img/src=x/onerror=steal()>',
      'plain words',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 8 }), (parts) => {
        const root = parse(parts.join(''));
        expect(root.querySelector('script, svg, math')).toBeNull();
        expect(attributesOf(root).some((a) => /^on/i.test(a) || /javascript:/i.test(a))).toBe(false);
      }),
    );
  });
});
