// What each half's palette offers besides records: the screens the viewer may open and the actions they may
// take, both read from the access tables (decision 0008), so nobody is offered what would refuse them.
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';

import { type ThemePreference, useTheme } from '@console/ui';
import { type Translate, useMessages } from '@console/ui/i18n';

import { useEndStaffSignIn } from '~/features/staff';
import { type AccessKey, canAccess, visibleMenu } from '~/lib/access/access';
import { consoleMenuMessages } from '~/lib/access/console-menu.messages';
import { canStaffAccess, type StaffAccessKey, visibleStaffMenu } from '~/lib/access/staff-access';
import { staffMenuMessages } from '~/lib/access/staff-menu.messages';
import { sessionQueries, signOut } from '~/lib/session/session';
import { signOutStaffOnServer, staffSessionQueries } from '~/lib/session/staff-session';

import type { EntitySource } from './entity-search';
import { consoleSources, staffSources } from './entity-sources';
import { paletteMessages } from './palette.messages';
import { type RecentStore, recentStore } from './recent-items';
import type { Viewer } from './shortcuts';

type PaletteKey = keyof typeof paletteMessages.source;

/** One line of the palette: a screen or record to open (`href`), or an action to run. */
export interface PaletteItem {
  id: string;
  group: string;
  label: string;
  detail?: string;
  /** Other words people look for it by ("logs" for the Audit log), matched but not shown. */
  keywords?: string;
  href?: string;
  perform?: () => void;
}

/** Everything one half's palette needs, from who is signed in. */
export interface PaletteSetup {
  viewer: Viewer;
  items: PaletteItem[];
  sources: EntitySource[];
  /** Null until the signed-in person is known. */
  recent: RecentStore | null;
}

const THEMES: { value: ThemePreference; label: PaletteKey }[] = [
  { value: 'light', label: 'themeLight' },
  { value: 'dark', label: 'themeDark' },
  { value: 'system', label: 'themeSystem' },
];

function useCommonActions(signOutNow: () => void): PaletteItem[] {
  const t = useMessages(paletteMessages);
  const { setPreference } = useTheme();
  return [
    ...THEMES.map(({ value, label }) => ({
      id: `theme.${value}`,
      group: t('groupActions'),
      label: t(label),
      perform: () => setPreference(value),
    })),
    { id: 'signOut', group: t('groupActions'), label: t('signOut'), perform: signOutNow },
  ];
}

/** A staff member's sign-in as a user, open in this browser: ending it is offered in both halves. */
function useEndSignInAction(): PaletteItem[] {
  const t = useMessages(paletteMessages);
  const { signIn, end } = useEndStaffSignIn();
  if (!signIn) return [];
  return [
    {
      id: 'endStaffSignIn',
      group: t('groupActions'),
      label: t('endSignIn', { name: signIn.userName }),
      perform: end,
    },
  ];
}

interface ScreenEntry {
  label: string;
  href: string;
  keywords?: string;
}

const CONSOLE_SCREENS_BEYOND_MENU: {
  key: AccessKey;
  label: PaletteKey;
  href: string;
  keywords?: PaletteKey;
}[] = [
  { key: 'logs', label: 'auditLog', href: '/logs', keywords: 'auditLogKeywords' },
  { key: 'account', label: 'profile', href: '/profile' },
];

const CONSOLE_ACTIONS: { key: AccessKey; label: PaletteKey; href: string }[] = [
  { key: 'users.add', label: 'addUser', href: '/users/add' },
  { key: 'roles.add', label: 'addRole', href: '/roles/add' },
  { key: 'tickets.add', label: 'newTicket', href: '/tickets/add' },
];

/** The viewer's actions of `table` as palette lines. */
const actionItems = (t: Translate<PaletteKey>, table: { key: string; label: PaletteKey; href: string }[]) =>
  table.map(({ key, label, href }) => ({ id: key, group: t('groupActions'), label: t(label), href }));

export function useConsolePalette(): PaletteSetup {
  const t = useMessages(paletteMessages);
  const menu = useMessages(consoleMenuMessages);
  // The layout reads these too and keeps them current; the palette, which mounts at the first idle moment, only
  // shares them. As a reader of its own it would ask again whenever they are stale then (the live stream marks
  // everything stale when it opens, decision 0048).
  const { data: privileges } = useSuspenseQuery({ ...sessionQueries.privileges(), refetchOnMount: false });
  const { data: me } = useQuery({ ...sessionQueries.me(), refetchOnMount: false });
  const router = useRouter();
  const queryClient = useQueryClient();
  const common = useCommonActions(() => {
    signOut(queryClient);
    void router.navigate({ to: '/login', replace: true });
  });
  const endSignIn = useEndSignInAction();
  // In a sign-in as a user, ending it is the way out: Sign out is not offered (docs/product-rules.md#sign-in-as-a-user).
  const exits = endSignIn.length > 0 ? common.filter((item) => item.id !== 'signOut') : common;
  const screens: PaletteItem[] = [
    ...visibleMenu(privileges).map(({ label, to }): ScreenEntry => ({
      label: menu(label),
      href: to as string,
    })),
    ...CONSOLE_SCREENS_BEYOND_MENU.filter(({ key }) => canAccess(privileges, key)).map(
      ({ label, href, keywords }): ScreenEntry => ({
        label: t(label),
        href,
        keywords: keywords && t(keywords),
      }),
    ),
  ].map(({ label, href, keywords }) => ({
    id: `screen:${href}`,
    group: t('groupScreens'),
    label,
    href,
    keywords,
  }));
  const actions = actionItems(
    t,
    CONSOLE_ACTIONS.filter(({ key }) => canAccess(privileges, key)),
  );
  return {
    viewer: { area: 'console', privileges },
    items: [...screens, ...actions, ...endSignIn, ...exits],
    sources: consoleSources(privileges),
    recent: me ? recentStore('user', me.id) : null,
  };
}

const STAFF_ACTIONS: { key: StaffAccessKey; label: PaletteKey; href: string }[] = [
  { key: 'organizations.add', label: 'addOrganization', href: '/admin/organizations/add' },
  { key: 'locations.add', label: 'addLocation', href: '/admin/locations/add' },
  { key: 'devtools.run', label: 'runCheck', href: '/admin/devtools' },
];

export function useStaffPalette(): PaletteSetup {
  const t = useMessages(paletteMessages);
  const menu = useMessages(staffMenuMessages);
  // Shared with the staff layout, which keeps it current (see the console's palette above).
  const { data: me } = useSuspenseQuery({ ...staffSessionQueries.me(), refetchOnMount: false });
  const router = useRouter();
  const queryClient = useQueryClient();
  const common = useCommonActions(() => {
    signOutStaffOnServer(queryClient);
    void router.navigate({ to: '/admin/login', replace: true });
  });
  const endSignIn = useEndSignInAction();
  const screens = visibleStaffMenu(me.role_name).map(({ label, to }) => ({
    id: `screen:${to}`,
    group: t('groupScreens'),
    label: menu(label),
    href: to,
  }));
  const actions = actionItems(
    t,
    STAFF_ACTIONS.filter(({ key }) => canStaffAccess(me.role_name, key)),
  );
  return {
    viewer: { area: 'staff', role: me.role_name },
    items: [...screens, ...actions, ...endSignIn, ...common],
    sources: staffSources(),
    recent: recentStore('staff', me.id),
  };
}
