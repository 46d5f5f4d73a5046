import { createFileRoute } from '@tanstack/react-router';

import { idParam } from '~/lib/routing/route-params';

// Every screen of an alias gets its id as a number; a path with another id is not found. No guard here:
// the SMS messages screen below needs no privilege (docs/product-rules.md), the others guard themselves.
export const Route = createFileRoute('/_authenticated/services/alias/$aliasId')({
  params: idParam('aliasId'),
});
