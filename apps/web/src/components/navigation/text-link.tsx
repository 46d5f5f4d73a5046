// The app's text links: a cross-link in a sentence or a card, a row's name in a list. One look (the primary
// colour, underlined on hover) and one keyboard focus ring, the kit's, so none is hand-styled.
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

import { textLinkClass } from '@console/ui/classes';

/** A link in text: the router's Link, typed the same. `className` adds to the look (size, weight, margin). */
export const TextLink = createLink(function TextAnchor({ className, ...props }: ComponentPropsWithRef<'a'>) {
  return <a {...props} className={className ? `${textLinkClass} ${className}` : textLinkClass} />;
});
