export {
  BestPracticesArticle,
  BestPracticesFolder,
  BestPracticesHome,
  UserGuideArticle,
  UserGuideFolder,
  UserGuideHome,
} from './components/help-screens';
export { helpQueries } from './help.queries';
