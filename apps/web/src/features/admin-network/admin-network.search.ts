// The VPN gateways' and networks' URL searches.
import * as v from 'valibot';

import { idFilter, listSearchSchema } from '~/lib/lists/list-search';

export const GATEWAYS_PAGE_SIZE = 25;
/** The infrastructure view shows every gateway and network on one page: the API's largest page. */
export const INFRA_PAGE_SIZE = 100;

/** The gateways list's URL: page, search, sort. */
export const gatewaysSearchSchema = listSearchSchema(['name', 'protocol', 'status'], 'name');
export type GatewaysSearch = v.InferOutput<typeof gatewaysSearchSchema>;

/** The infrastructure view's URL: the location and the gateway it is narrowed to. */
export const infraSearchSchema = v.object({ location: idFilter, gateway: idFilter });
export type InfraSearch = v.InferOutput<typeof infraSearchSchema>;
