// The two help sections share every screen. Each section's routes get their own screen components, which
// read their params through their own route (docs/decisions/0011-domain-screen-pattern.md).
import { getRouteApi } from '@tanstack/react-router';

import type { HelpSection } from '../help.schemas';
import { HelpArticlePage } from './help-article-page';
import { HelpFolderPage } from './help-folder-page';
import { HelpHomePage } from './help-home-page';

const routes = {
  bestpractices: {
    folder: getRouteApi('/_authenticated/bestpractices/folder/$folderId'),
    article: getRouteApi('/_authenticated/bestpractices/article/$articleId'),
  },
  userguide: {
    folder: getRouteApi('/_authenticated/userguide/folder/$folderId'),
    article: getRouteApi('/_authenticated/userguide/article/$articleId'),
  },
} as const;

function helpScreens(section: HelpSection) {
  return {
    Home: function HelpHome() {
      return <HelpHomePage section={section} />;
    },
    Folder: function HelpFolder() {
      const { folderId } = routes[section].folder.useParams();
      return <HelpFolderPage section={section} folderId={folderId} />;
    },
    Article: function HelpArticle() {
      const { articleId } = routes[section].article.useParams();
      return <HelpArticlePage section={section} articleId={articleId} />;
    },
  };
}

export const {
  Home: BestPracticesHome,
  Folder: BestPracticesFolder,
  Article: BestPracticesArticle,
} = helpScreens('bestpractices');
export const {
  Home: UserGuideHome,
  Folder: UserGuideFolder,
  Article: UserGuideArticle,
} = helpScreens('userguide');
