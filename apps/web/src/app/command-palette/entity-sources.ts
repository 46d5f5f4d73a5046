// The kinds of record each half's palette searches, each through its list operation's `search` (the same
// matching as the list screens) with a small page. Only kinds whose screens the viewer may open are searched.
import { translate } from '@console/ui/i18n';

import { canAccess } from '~/lib/access/access';
import { api, staffApi } from '~/lib/api/api';

import { type EntityHit, type EntitySource, HITS_PER_KIND } from './entity-search';
import { paletteMessages } from './palette.messages';

/** A group's heading, in the page's language when the palette reads the sources. */
const heading = (key: keyof typeof paletteMessages.source) => translate(paletteMessages, key);

const query = (search: string) => ({ search, size: HITS_PER_KIND, page: 1 });
const fullName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`.trim();

export function consoleSources(privileges: readonly string[]): EntitySource[] {
  const sources: (EntitySource & { allowed: boolean })[] = [
    {
      kind: 'users',
      group: heading('groupUsers'),
      allowed: canAccess(privileges, 'users'),
      search: async (search, signal) =>
        (await api.GET('/user', { params: { query: query(search) }, signal })).data.items.map(
          (user): EntityHit => ({
            id: `users:${user.id}`,
            kind: 'users',
            label: fullName(user),
            detail: user.email,
            href: `/users/${user.id}`,
          }),
        ),
    },
    {
      kind: 'roles',
      group: heading('groupRoles'),
      allowed: canAccess(privileges, 'roles'),
      search: async (search, signal) =>
        (await api.GET('/roles', { params: { query: query(search) }, signal })).data.items.map(
          (role): EntityHit => ({
            id: `roles:${role.id}`,
            kind: 'roles',
            label: role.name,
            detail: role.description ?? undefined,
            href: `/roles/${role.id}`,
          }),
        ),
    },
    {
      kind: 'aliases',
      group: heading('groupAliases'),
      allowed: canAccess(privileges, 'aliases'),
      search: async (search, signal) =>
        (await api.GET('/aliases', { params: { query: query(search) }, signal })).data.items.map(
          (alias): EntityHit => ({
            id: `aliases:${alias.id}`,
            kind: 'aliases',
            label: alias.name,
            detail: alias.email,
            href: `/services/alias/${alias.id}`,
          }),
        ),
    },
    {
      kind: 'tickets',
      group: heading('groupTickets'),
      allowed: canAccess(privileges, 'tickets'),
      search: async (search, signal) =>
        (await api.GET('/tickets', { params: { query: query(search) }, signal })).data.items.map(
          (ticket): EntityHit => ({
            id: `tickets:${ticket.id}`,
            kind: 'tickets',
            label: ticket.subject,
            detail: `#${ticket.id} · ${ticket.created_by_name}`,
            href: `/tickets/${ticket.id}`,
          }),
        ),
    },
  ];
  return sources.filter((source) => source.allowed);
}

/** Every staff member reads every staff screen (lib/access/staff-access.ts), so every kind is searched. */
export function staffSources(): EntitySource[] {
  return [
    {
      kind: 'organizations',
      group: heading('groupOrganizations'),
      search: async (search, signal) =>
        (
          await staffApi.GET('/admin/organizations', { params: { query: query(search) }, signal })
        ).data.items.map((org): EntityHit => ({
          id: `organizations:${org.id}`,
          kind: 'organizations',
          label: org.name,
          href: `/admin/organizations/${org.id}`,
        })),
    },
    {
      kind: 'users',
      group: heading('groupUsers'),
      search: async (search, signal) =>
        (
          await staffApi.GET('/admin/users/orgs/{id}', {
            params: { path: { id: 0 }, query: query(search) },
            signal,
          })
        ).data.items.map((user): EntityHit => ({
          id: `users:${user.id}`,
          kind: 'users',
          label: fullName(user),
          detail: `${user.email} · ${user.organization_name}`,
          href: `/admin/users/${user.id}`,
        })),
    },
    {
      kind: 'aliases',
      group: heading('groupAliases'),
      search: async (search, signal) =>
        (await staffApi.GET('/admin/aliases', { params: { query: query(search) }, signal })).data.items.map(
          (alias): EntityHit => ({
            id: `aliases:${alias.id}`,
            kind: 'aliases',
            label: alias.name,
            detail: alias.organization_name,
            href: `/admin/organizations/${alias.organization_id}/alias/${alias.id}`,
          }),
        ),
    },
    {
      kind: 'services',
      group: heading('groupServices'),
      search: async (search, signal) =>
        (
          await staffApi.GET('/admin/services/{kind}', {
            params: { path: { kind: 'virtualdesktops' }, query: query(search) },
            signal,
          })
        ).data.items.flatMap((service): EntityHit[] =>
          service.alias_id === null
            ? []
            : [
                {
                  id: `services:${service.id}`,
                  kind: 'services',
                  label: service.name,
                  detail: translate(paletteMessages, 'desktopDetail', {
                    organization: service.organization_name,
                  }),
                  href: `/admin/organizations/${service.organization_id}/alias/${service.alias_id}/virtualdesktop/${service.id}`,
                },
              ],
        ),
    },
    {
      kind: 'staff',
      group: heading('groupStaff'),
      search: async (search, signal) =>
        (await staffApi.GET('/admin/staff', { params: { query: query(search) }, signal })).data.items.map(
          (member): EntityHit => ({
            id: `staff:${member.id}`,
            kind: 'staff',
            label: fullName(member),
            detail: `${member.email} · ${member.role_name}`,
            href: `/admin/staff/${member.id}`,
          }),
        ),
    },
  ];
}
