// Screen tests: the real app at a URL, on the in-process mock. See ./README.md.
import './setup';

export { type RenderedRoute, renderRoute, type RenderRouteOptions } from './render-route';
export { signedInAsOwner } from './sign-in-as';
export { plainEnglishIn } from './untranslated';
export { pickOption } from './pick-option';
