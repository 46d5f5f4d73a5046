import * as v from 'valibot';

import { listSearchSchema } from '~/lib/lists/list-search';

/** One page of title search results. */
export const HELP_SEARCH_PAGE_SIZE = 20;

/** A section's home URL: the title search and its page. */
export const helpSearchSchema = listSearchSchema(['title', 'updated_at'], 'title');
export type HelpSearch = v.InferOutput<typeof helpSearchSchema>;
