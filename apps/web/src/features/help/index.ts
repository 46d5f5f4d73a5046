export { HelpArticlePage, HelpFolderPage, HelpHomePage } from './components/help-pages';
export { helpQueries } from './help.queries';
export { helpSearchSchema } from './help.schemas';
