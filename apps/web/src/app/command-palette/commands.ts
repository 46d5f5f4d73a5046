// What each half's palette offers besides records: the screens the viewer may open and the actions they may
// take, both read from the access tables (decision 0008), so nobody is offered what would refuse them.
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';

import { type ThemePreference, useTheme } from '@console/ui';

import { useEndStaffSignIn } from '~/features/staff';
import { type AccessKey, canAccess, visibleMenu } from '~/lib/access/access';
import { canStaffAccess, type StaffAccessKey, visibleStaffMenu } from '~/lib/access/staff-access';
import { sessionQueries, signOut } from '~/lib/session/session';
import { signOutStaffOnServer, staffSessionQueries } from '~/lib/session/staff-session';

import type { EntitySource } from './entity-search';
import { consoleSources, staffSources } from './entity-sources';
import { type RecentStore, recentStore } from './recent-items';
import type { Viewer } from './shortcuts';

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

const THEMES: { value: ThemePreference; label: string }[] = [
  { value: 'light', label: 'Switch to the light theme' },
  { value: 'dark', label: 'Switch to the dark theme' },
  { value: 'system', label: "Use the system's theme" },
];

function useCommonActions(signOutNow: () => void): PaletteItem[] {
  const { setPreference } = useTheme();
  return [
    ...THEMES.map(({ value, label }) => ({
      id: `theme.${value}`,
      group: 'Actions',
      label,
      perform: () => setPreference(value),
    })),
    { id: 'signOut', group: 'Actions', label: 'Sign out', perform: signOutNow },
  ];
}

/** A staff member's sign-in as a user, open in this browser: ending it is offered in both halves. */
function useEndSignInAction(): PaletteItem[] {
  const { signIn, end } = useEndStaffSignIn();
  if (!signIn) return [];
  return [
    { id: 'endStaffSignIn', group: 'Actions', label: `End the sign-in as ${signIn.userName}`, perform: end },
  ];
}

interface ScreenEntry {
  label: string;
  href: string;
  keywords?: string;
}

const CONSOLE_SCREENS_BEYOND_MENU: (ScreenEntry & { key: AccessKey })[] = [
  { key: 'logs', label: 'Audit log', href: '/logs', keywords: 'logs activity history' },
  { key: 'account', label: 'Profile', href: '/profile' },
];

const CONSOLE_ACTIONS: { key: AccessKey; label: string; href: string }[] = [
  { key: 'users.add', label: 'Add user', href: '/users/add' },
  { key: 'roles.add', label: 'Add role', href: '/roles/add' },
  { key: 'tickets.add', label: 'New ticket', href: '/tickets/add' },
];

export function useConsolePalette(): PaletteSetup {
  const { data: privileges } = useSuspenseQuery(sessionQueries.privileges());
  const { data: me } = useQuery(sessionQueries.me());
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
    ...visibleMenu(privileges).map(({ label, to }): ScreenEntry => ({ label, href: to as string })),
    ...CONSOLE_SCREENS_BEYOND_MENU.filter(({ key }) => canAccess(privileges, key)),
  ].map(({ label, href, keywords }) => ({ id: `screen:${href}`, group: 'Screens', label, href, keywords }));
  const actions = CONSOLE_ACTIONS.filter(({ key }) => canAccess(privileges, key)).map(
    ({ key, label, href }) => ({
      id: key,
      group: 'Actions',
      label,
      href,
    }),
  );
  return {
    viewer: { area: 'console', privileges },
    items: [...screens, ...actions, ...endSignIn, ...exits],
    sources: consoleSources(privileges),
    recent: me ? recentStore('user', me.id) : null,
  };
}

const STAFF_ACTIONS: { key: StaffAccessKey; label: string; href: string }[] = [
  { key: 'organizations.add', label: 'Add organization', href: '/admin/organizations/add' },
  { key: 'locations.add', label: 'Add location', href: '/admin/locations/add' },
  { key: 'devtools.run', label: 'Run a developer-tools check', href: '/admin/devtools' },
];

export function useStaffPalette(): PaletteSetup {
  const { data: me } = useSuspenseQuery(staffSessionQueries.me());
  const router = useRouter();
  const queryClient = useQueryClient();
  const common = useCommonActions(() => {
    signOutStaffOnServer(queryClient);
    void router.navigate({ to: '/admin/login', replace: true });
  });
  const endSignIn = useEndSignInAction();
  const screens = visibleStaffMenu(me.role_name).map(({ label, to }) => ({
    id: `screen:${to}`,
    group: 'Screens',
    label,
    href: to,
  }));
  const actions = STAFF_ACTIONS.filter(({ key }) => canStaffAccess(me.role_name, key)).map(
    ({ key, label, href }) => ({ id: key, group: 'Actions', label, href }),
  );
  return {
    viewer: { area: 'staff', role: me.role_name },
    items: [...screens, ...actions, ...endSignIn, ...common],
    sources: staffSources(),
    recent: recentStore('staff', me.id),
  };
}
