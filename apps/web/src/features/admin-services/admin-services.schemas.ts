import { valuesOf } from '~/lib/forms/labelled-options';

export type ServiceKind = 'aliases' | 'virtualdesktops' | 'virtualphones' | 'smsnumbers' | 'resourcepools';
export type ServiceFilter = 'organization' | 'location' | 'pool';

/** What each kind's list is called and which filters it offers besides status. */
export const serviceKinds: Record<
  ServiceKind,
  {
    title: string;
    /** A row, in the singular and the plural. */
    noun: { one: string; other: string };
    filters: readonly ServiceFilter[];
    poolKind?: 'desktop' | 'phone' | 'sms';
  }
> = {
  virtualdesktops: {
    title: 'Virtual desktops',
    noun: { one: 'virtual desktop', other: 'virtual desktops' },
    filters: ['organization', 'location', 'pool'],
    poolKind: 'desktop',
  },
  virtualphones: {
    title: 'Virtual phones',
    noun: { one: 'virtual phone', other: 'virtual phones' },
    filters: ['organization', 'pool'],
    poolKind: 'phone',
  },
  smsnumbers: {
    title: 'SMS numbers',
    noun: { one: 'SMS number', other: 'SMS numbers' },
    filters: ['organization', 'pool'],
    poolKind: 'sms',
  },
  aliases: { title: 'Aliases', noun: { one: 'alias', other: 'aliases' }, filters: ['organization'] },
  resourcepools: {
    title: 'Resource pools',
    noun: { one: 'resource pool', other: 'resource pools' },
    filters: ['location'],
  },
};

export const SERVICE_KINDS = valuesOf(serviceKinds);
