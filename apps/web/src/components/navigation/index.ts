export { crumbTrail } from './crumb-trail';
export { TextLink } from './text-link';
