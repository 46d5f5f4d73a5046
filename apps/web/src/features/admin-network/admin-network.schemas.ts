// The VPN gateways' and networks' form rules. The server has the last word on an address:
// the forms check its shape, the API its range, and a CIDR's prefix boundary and overlaps
// (docs/product-rules.md#staff-area).
import * as v from 'valibot';

import type { Schemas } from '@console/sdk';

import { nameField } from '~/lib/forms/name-field';

export type GatewayProtocol = Schemas['VpnGatewayWrite']['protocol'];
export const protocolLabels: Record<GatewayProtocol, string> = {
  wireguard: 'WireGuard',
  ipsec: 'IPsec',
  openvpn: 'OpenVPN',
};

const IPV4_SHAPE = /^\d{1,3}(\.\d{1,3}){3}$/;
const CIDR_SHAPE = /^\d{1,3}(\.\d{1,3}){3}\/\d{1,2}$/;

/** The gateway form: the contract's VpnGatewayWrite. */
export const gatewayFormSchema = v.object({
  name: nameField('name'),
  location_id: v.pipe(v.number('Pick a location.'), v.minValue(1, 'Pick a location.')),
  public_ip: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Enter the public IPv4 address.'),
    v.regex(IPV4_SHAPE, 'Enter an IPv4 address, e.g. 203.0.113.10.'),
  ),
  protocol: v.picklist(['wireguard', 'ipsec', 'openvpn'], 'Pick a protocol.'),
});
export type GatewayFormValues = v.InferOutput<typeof gatewayFormSchema>;

/** "No gateway" and "No organisation" in the network form's pickers (the contract's null). */
export const NONE = 0;

/** The network form: the contract's NetworkWrite, the VLAN as typed. */
export const networkFormSchema = v.object({
  name: nameField('name'),
  cidr: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Enter the network in CIDR form.'),
    v.regex(CIDR_SHAPE, 'Enter an IPv4 network with its prefix, e.g. 10.20.0.0/24.'),
  ),
  vlan_id: v.pipe(
    v.string(),
    v.trim(),
    v.check(
      (vlan) => vlan === '' || (/^\d{1,4}$/.test(vlan) && Number(vlan) >= 1 && Number(vlan) <= 4094),
      'Enter a VLAN between 1 and 4094, or leave it empty.',
    ),
  ),
  vpn_gateway_id: v.number(),
  organization_id: v.number(),
});
export type NetworkFormValues = v.InferOutput<typeof networkFormSchema>;

export const networkBody = (values: NetworkFormValues): Schemas['NetworkWrite'] => ({
  name: values.name,
  cidr: values.cidr,
  vlan_id: values.vlan_id === '' ? null : Number(values.vlan_id),
  vpn_gateway_id: values.vpn_gateway_id === NONE ? null : values.vpn_gateway_id,
  organization_id: values.organization_id === NONE ? null : values.organization_id,
});
