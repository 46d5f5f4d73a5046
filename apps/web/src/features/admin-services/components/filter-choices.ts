// The staff lists' filters whose choices are records (organisation, location, pool): their choices load on
// their own, and while they do (or if they fail) the filter's list box says so instead of holding up the list.
// A list that does not offer the filter passes `offered: false`, so its choices are not asked for.
import { useQuery } from '@tanstack/react-query';

import { useMessages } from '@console/ui/i18n';

import { type ListFilter, recordFilter } from '~/components/list';

import { adminServicesQueries } from '../admin-services.queries';
import { serviceStatusMessages } from '../status.messages';

export function useOrganizationFilter<Search>(
  key: keyof Search & string,
  offered = true,
): ListFilter<Search> {
  const t = useMessages(serviceStatusMessages);
  const choices = useQuery({ ...adminServicesQueries.organizationOptions(), enabled: offered });
  return recordFilter(
    {
      key,
      label: t('organization'),
      anyLabel: t('everyOrganization'),
    },
    choices,
  );
}

export function useLocationFilter<Search>(key: keyof Search & string, offered = true): ListFilter<Search> {
  const t = useMessages(serviceStatusMessages);
  const choices = useQuery({ ...adminServicesQueries.locationOptions(), enabled: offered });
  return recordFilter(
    {
      key,
      label: t('location'),
      anyLabel: t('everyLocation'),
    },
    choices,
  );
}

export function usePoolFilter<Search>(
  key: keyof Search & string,
  kind: 'desktop' | 'phone' | 'sms' | undefined,
  offered = true,
): ListFilter<Search> {
  const t = useMessages(serviceStatusMessages);
  const choices = useQuery({ ...adminServicesQueries.poolOptions(kind), enabled: offered });
  return recordFilter(
    {
      key,
      label: t('pool'),
      anyLabel: t('everyPool'),
    },
    choices,
  );
}
