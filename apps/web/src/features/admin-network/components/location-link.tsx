import type { Schemas } from '@console/sdk';
import { Link } from '@tanstack/react-router';

/** The location a gateway serves, linking to the location's page. */
export function GatewayLocationLink({ gateway }: { gateway: Schemas['VpnGateway'] }) {
  return (
    <Link
      to="/admin/locations/$locationId"
      params={{ locationId: gateway.location_id }}
      className="text-primary hover:underline"
    >
      {gateway.location_name}
    </Link>
  );
}
