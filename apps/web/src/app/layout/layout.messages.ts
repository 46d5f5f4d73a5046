// The signed-in frame's words (docs/decisions/0049-languages.md): the header, the sidebar drawer, the theme and
// language menus.
import { defineMessages } from '@console/ui/i18n';

export const layoutMessages = defineMessages(
  {
    /** A link for keyboard users, first on every page, that jumps over the sidebar to the page's content. */
    skipToContent: 'Skip to content',
    /** Button at the top of the sidebar when it is open as a drawer on a phone; it closes the drawer. */
    closeMenu: 'Close menu',
    /** Header button on phone widths that opens the sidebar (the site's menu). */
    menu: 'Menu',
    /** Name of the console's main navigation landmark (screen readers say "Main navigation"). */
    mainNavigation: 'Main',
    /** Name of the staff area's navigation landmark. */
    staffNavigation: 'Staff',
    /** The small label beside the product name in the staff area's sidebar. */
    staffBadge: 'Staff',
    /** Sidebar section title of the console: virtual desktops, phones, file sharing and the like. */
    sectionServices: 'Services',
    /** Sidebar section title of the console: tickets and help pages. */
    sectionSupport: 'Support',
    /** The header's theme menu button, for screen readers; {theme} is the chosen theme's name (Light, Dark, System). */
    themeMenu: 'Theme: {theme}',
    /** Theme choice: always light colours. */
    themeLight: 'Light',
    /** Theme choice: always dark colours. */
    themeDark: 'Dark',
    /** Theme choice: follow the operating system's setting. */
    themeSystem: 'System',
    /** After the chosen entry of a menu, for screen readers only (sighted people see a check mark). */
    chosen: '(chosen)',
    /** The language menu's button, for screen readers; {language} is the current language's own name (e.g. "Deutsch"). */
    languageMenu: 'Language: {language}',
    /** A language was chosen but its words could not be loaded; {language} is its own name (e.g. "Deutsch"). */
    languageNotLoaded: '{language} could not be loaded. Check your connection, then choose it again.',
    /** A language was chosen and is shown on this device, but the person's account could not keep it (offline); {language} is its own name (e.g. "Deutsch"). */
    languageNotSaved:
      '{language} is used on this device only: it could not be saved to your account. Check your connection and try again.',
    /** The button (or the toast's action) that tries again to save the language to the account. */
    languageTryAgain: 'Try again',
    /** A note at the top of the page while the browser has no connection. */
    offline: 'You are offline. What you type stays in its form: save it once the connection is back.',
    /** In the header while the live updates of the page are paused because the browser is offline. */
    livePausedOffline: 'Live updates paused: offline',
    /** In the header while the live updates are paused and the connection to the server is being opened again. */
    livePausedReconnecting: 'Live updates paused: reconnecting…',
    /** The note at the top of the page for a few seconds after the connection came back. */
    backOnline:
      'You are back online. This page is up to date again; save once more anything that did not go through.',
  },
  {
    de: () => import('./locales/layout.de.po?raw'),
    fr: () => import('./locales/layout.fr.po?raw'),
  },
);
