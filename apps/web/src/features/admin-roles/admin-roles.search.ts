import * as v from 'valibot';

import type { Schemas } from '@console/sdk';

import { listSearchSchema } from '~/lib/lists/list-search';

export type PredefinedRole = Schemas['PredefinedRole'];

export const PREDEFINED_ROLES_PAGE_SIZE = 25;
export const PREDEFINED_ROLE_USES_PAGE_SIZE = 25;

/** The predefined roles list's URL: page, search and sort. */
export const predefinedRolesSearchSchema = listSearchSchema(['name', 'updated_at'], 'name');
export type PredefinedRolesSearch = v.InferOutput<typeof predefinedRolesSearchSchema>;
