// The VPN gateways' and networks' URL searches.
import * as v from 'valibot';
import { listSearchSchema } from '~/lib/list-search';

export const GATEWAYS_PAGE_SIZE = 25;
/** The infrastructure view shows every gateway and network on one page: the API's largest page. */
export const INFRA_PAGE_SIZE = 100;

const gatewaysListSearch = listSearchSchema(['name', 'protocol', 'status'], 'name');
/** The gateways list's URL: page, search, sort. */
export const gatewaysSearchSchema = Object.assign(v.object({ ...gatewaysListSearch.entries }), {
  defaultSort: gatewaysListSearch.defaultSort,
});
export type GatewaysSearch = v.InferOutput<typeof gatewaysSearchSchema>;

const optionalId = v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined);
/** The infrastructure view's URL: the location and the gateway it is narrowed to. */
export const infraSearchSchema = v.object({ location: optionalId, gateway: optionalId });
export type InfraSearch = v.InferOutput<typeof infraSearchSchema>;
