import { useEffect } from 'react';

/**
 * Names the page in the tab, the history and the screen reader's window list (WCAG 2.4.2) from what the page
 * already shows: its heading, the sidebar's current entry, then the product ("Karen Rossi · Users · Console").
 * Read from the page rather than declared per route, so no screen can forget it or drift from its heading, and
 * no route pays bytes for it (decision 0044). Rendered once, by the root route: it follows the whole document,
 * since the main landmark comes and goes with the layouts.
 */
export function PageTitle() {
  useEffect(() => {
    const name = () => {
      const shown = [
        document.querySelector('#main h1'),
        document.querySelector('aside [aria-current="page"]'),
      ];
      document.title = [...new Set([...shown.map((element) => element?.textContent?.trim()), 'Console'])]
        .filter(Boolean)
        .join(' · ');
    };
    name();
    const observer = new MutationObserver(name);
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  return null;
}
