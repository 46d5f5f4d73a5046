import * as v from 'valibot';
import { organizationSchema } from '~/features/organization';

/** The contract's AdminOrganizationWrite: the organisation's fields and its status. */
export const adminOrganizationSchema = v.object({ ...organizationSchema.entries, status: v.boolean() });
export type AdminOrganizationValues = v.InferOutput<typeof adminOrganizationSchema>;
