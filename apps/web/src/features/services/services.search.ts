import * as v from 'valibot';

import { picklistFilter } from '~/lib/lists/list-search';
// Relative, so the schema's unit test resolves it without the app's path alias.
import { idFilter, listSearchSchema } from '~/lib/lists/list-search';

const ALIAS_SORT_FIELDS = ['name', 'created_at', 'status'] as const;
export const ALIAS_STATUSES = ['active', 'suspended'] as const;
/** One page of the aliases list. */
export const ALIASES_PAGE_SIZE = 10;

/** The aliases list's URL: page, search, sort, and a status filter. */
export const aliasesSearchSchema = listSearchSchema(ALIAS_SORT_FIELDS, 'name', {
  status: v.optional(picklistFilter(ALIAS_STATUSES)),
});
export type AliasesSearch = v.InferOutput<typeof aliasesSearchSchema>;

const FILE_SORT_FIELDS = ['name', 'size', 'uploaded_at'] as const;
/** One page of a share's files. */
export const FILES_PAGE_SIZE = 25;

/** The file-sharing screen's URL: the open share, and the page, search and sort of its files. */
export const fileSharingSearchSchema = listSearchSchema(FILE_SORT_FIELDS, 'name', {
  share: v.optional(idFilter),
});
export type FileSharingSearch = v.InferOutput<typeof fileSharingSearchSchema>;
