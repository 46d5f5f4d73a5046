/**
 * Names the page in the tab, the history and the screen reader's window list (WCAG 2.4.2) from what the page
 * already shows: its heading, the sidebar's current entry, then the product ("Karen Rossi · Users · Console").
 * Read from the page rather than declared per route, so no screen can forget it or drift from its heading and
 * no route pays bytes for it (decision 0044). The sidebar's entry changes in the same render as the page, so
 * watching the main landmark is enough. Returns the function that stops following.
 */
export function followPageHeading(main: HTMLElement | null) {
  if (!main) return undefined;
  const name = () => {
    const shown = [main.querySelector('h1'), document.querySelector('aside [aria-current="page"]')];
    const parts = shown.map((element) => element?.textContent?.trim());
    document.title = [...new Set([...parts, 'Console'])].filter(Boolean).join(' · ');
  };
  name();
  const observer = new MutationObserver(name);
  observer.observe(main, { subtree: true, childList: true, characterData: true });
  return () => observer.disconnect();
}
