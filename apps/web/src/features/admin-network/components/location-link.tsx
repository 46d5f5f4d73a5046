import type { Schemas } from '@console/sdk';

import { TextLink } from '~/components/navigation';

/** The location a gateway serves, linking to the location's page. */
export function GatewayLocationLink({ gateway }: { gateway: Schemas['VpnGateway'] }) {
  return (
    <TextLink to="/admin/locations/$locationId" params={{ locationId: gateway.location_id }}>
      {gateway.location_name}
    </TextLink>
  );
}
