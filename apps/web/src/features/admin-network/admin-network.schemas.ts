// The VPN gateways' and networks' form rules. The server has the last word on an address:
// the forms check its shape, the API its range, and a CIDR's prefix boundary and overlaps
// (docs/product-rules.md#staff-area).
import * as v from 'valibot';

import type { Schemas } from '@console/sdk';
import { translate } from '@console/ui/i18n';

import { nameField } from '~/lib/forms/name-field';

import { adminNetworkMessages } from './admin-network.messages';

const say = (key: keyof typeof adminNetworkMessages.source) => () => translate(adminNetworkMessages, key);

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
  location_id: v.pipe(v.number(say('pickLocationError')), v.minValue(1, say('pickLocationError'))),
  public_ip: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(say('publicIpRequired')),
    v.regex(IPV4_SHAPE, say('publicIpShape')),
  ),
  protocol: v.picklist(['wireguard', 'ipsec', 'openvpn'], say('pickProtocol')),
});
export type GatewayFormValues = v.InferOutput<typeof gatewayFormSchema>;

/** "No gateway" and "No organisation" in the network form's pickers (the contract's null). */
export const NONE = 0;

/** The network form: the contract's NetworkWrite, the VLAN as typed. */
export const networkFormSchema = v.object({
  name: nameField('name'),
  cidr: v.pipe(v.string(), v.trim(), v.nonEmpty(say('cidrRequired')), v.regex(CIDR_SHAPE, say('cidrShape'))),
  vlan_id: v.pipe(
    v.string(),
    v.trim(),
    v.check(
      (vlan) => vlan === '' || (/^\d{1,4}$/.test(vlan) && Number(vlan) >= 1 && Number(vlan) <= 4094),
      say('vlanRange'),
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
