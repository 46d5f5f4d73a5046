// The help pages: best practices and the user guide (docs/decisions/0049-languages.md). The articles themselves
// come from the server and are shown as written.
import { defineMessages } from '@console/ui/i18n';

export const helpMessages = defineMessages(
  {
    /** Page heading of the best practices help section. */
    bestPracticesTitle: 'Best practices',
    /** Under that heading. */
    bestPracticesIntro: 'Advice for running your organization’s services safely and smoothly.',
    /** Name of the best practices section's search box, for screen readers. */
    bestPracticesSearch: 'Search best practices by title',
    /** Page heading of the user guide help section. */
    userGuideTitle: 'User guide',
    /** Under that heading. */
    userGuideIntro: 'How to use every part of the console, step by step.',
    /** Name of the user guide section's search box, for screen readers. */
    userGuideSearch: 'Search user guide by title',
    /** Placeholder of a help section's search box. */
    searchPlaceholder: 'Search article titles',
    /** Heading of a help folder whose name is unknown. */
    folder: 'Folder',
    /** Shown in a help folder that has nothing in it. */
    emptyFolder: 'This folder is empty',
    /** Under "This folder is empty". */
    emptyFolderDetail: 'Nothing has been written here yet.',
    /** Heading above the sub-folders of a help folder. */
    folders: 'Folders',
    /** Heading above the articles of a help folder. */
    articles: 'Articles',
    /** Under a folder's name: what it holds; {articles} is its number of articles. */
    folderArticles: '{articles, plural, one {# article} other {# articles}}',
    /** The same when it holds folders too; {articles} and {folders} are their numbers. */
    folderArticlesAndFolders:
      '{articles, plural, one {# article} other {# articles}}, {folders, plural, one {# folder} other {# folders}}',
    /** Beside an article: when it was last changed; {date} is the date. */
    updated: 'Updated {date}',
    /** Column header of the search results: the article's title. */
    columnTitle: 'Title',
    /** Column header of the search results: when the article was last changed. */
    columnUpdated: 'Updated',
    /** Heading above the search results while they load. */
    searching: 'Searching…',
    /** Heading above the search results; {count} is the number of articles found. */
    found: '{count, plural, one {# article found} other {# articles found}}',
    /** Name of the search results table, for screen readers. */
    resultsCaption: 'Articles whose title matches the search',
    /** When no article title matches; {search} is what was searched for. */
    noMatch: 'No article title matches “{search}”',
    /** Under it. */
    noMatchDetail: 'The search looks at titles only: try a shorter word.',
    /** Button under it: back to the section's folders. */
    showAllFolders: 'Show all folders',
  },
  { de: () => import('./locales/help.de.po?raw'), fr: () => import('./locales/help.fr.po?raw') },
);
