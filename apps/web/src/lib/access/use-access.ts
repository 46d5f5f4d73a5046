// What the signed-in user may do, for showing or hiding actions; the same table the guards read.
import { useSuspenseQuery } from '@tanstack/react-query';

import { sessionQueries } from '~/lib/session/session';

import { type AccessKey, canAccess } from './access';

export function useAccess() {
  const { data: privileges } = useSuspenseQuery(sessionQueries.privileges());
  return {
    /** May open the screen of this access-table entry. */
    can: (key: AccessKey) => canAccess(privileges, key),
  };
}
