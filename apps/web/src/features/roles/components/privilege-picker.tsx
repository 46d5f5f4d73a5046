import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';

import type { Schemas } from '@console/sdk';
import { Alert, Button, Checkbox, SkeletonText, TextInput } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { ALIAS_PREFIX, aliasPrefixChip } from '~/lib/access/privileges';

import { rolesMessages } from '../roles.messages';
import { rolesQueries } from '../roles.queries';

const PREFIX = ALIAS_PREFIX;

/**
 * Where the picker's catalogue comes from: the console's own (`/roles/privileges`) unless a screen gives
 * another, e.g. the staff's predefined roles (`/admin/userroles/privileges`).
 */
export type PrivilegeCatalogueQuery = UseQueryOptions<
  Schemas['PrivilegeGroup'][],
  Error,
  Schemas['PrivilegeGroup'][],
  // Each caller's key has its own tuple type; the picker only hands the key on.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  any
>;

/** Picks a role's privileges from the server's catalogue, one group per area with select-all. */
export function PrivilegePicker({
  value,
  onChange,
  error,
  catalogueQuery,
}: {
  value: readonly string[];
  onChange: (privileges: string[]) => void;
  error?: string;
  catalogueQuery?: PrivilegeCatalogueQuery;
}) {
  const t = useMessages(rolesMessages);
  const catalogue = useQuery(catalogueQuery ?? rolesQueries.catalogue());
  const held = new Set(value);
  const change = (add: readonly string[], remove: readonly string[]) => {
    const next = new Set(held);
    for (const name of remove) next.delete(name);
    for (const name of add) next.add(name);
    onChange([...next]);
  };
  const set = (names: readonly string[], on: boolean) => (on ? change(names, []) : change([], names));

  if (catalogue.isPending) return <SkeletonText lines={6} />;
  if (catalogue.isError)
    return (
      <Alert tone="error">
        {t('catalogueFailed')}{' '}
        <Button variant="secondary" size="sm" onClick={() => void catalogue.refetch()}>
          {t('tryAgain')}
        </Button>
      </Alert>
    );

  return (
    <div className="space-y-4">
      {error && (
        <p className="text-sm text-danger" role="alert">
          {error}
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        {catalogue.data.map((group) => (
          <AreaGroup key={group.area} group={group} held={held} onChange={change} />
        ))}
      </div>
      <AliasPrefixes
        prefixes={value.filter((p) => p.startsWith(PREFIX)).map((p) => p.slice(PREFIX.length))}
        onAdd={(prefix) => set([`${PREFIX}${prefix}`], true)}
        onRemove={(prefix) => set([`${PREFIX}${prefix}`], false)}
      />
    </div>
  );
}

function AreaGroup({
  group,
  held,
  onChange,
}: {
  group: Schemas['PrivilegeGroup'];
  held: ReadonlySet<string>;
  onChange: (add: readonly string[], remove: readonly string[]) => void;
}) {
  const t = useMessages(rolesMessages);
  // Prefix privileges are edited as prefixes below, not as catalogue examples. The area's wildcard (`<area>:*`)
  // is the group's "all" box itself, not a second line meaning the same (decision 0008: it grants the area, so
  // while it is held every member is granted and shown so).
  const wildcard = group.privileges.find((p) => p.name === `${group.area}:*`);
  const members = group.privileges.filter((p) => !p.name.startsWith(PREFIX) && p !== wildcard);
  const names = members.map((p) => p.name);
  const count = names.filter((n) => held.has(n)).length;
  const whole = wildcard ? held.has(wildcard.name) : count === names.length && names.length > 0;
  return (
    <fieldset className="rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-semibold text-fg">{group.label}</legend>
      <div className="space-y-2">
        <Checkbox
          label={t('allOf', { area: group.label.toLowerCase() })}
          description={wildcard?.name}
          checked={whole}
          indeterminate={!whole && count > 0 && (wildcard !== undefined || count < names.length)}
          onChange={(on) => {
            // "All" grants the wildcard (when the area has one) with every member; off takes them all away.
            const all = wildcard ? [wildcard.name, ...names] : names;
            if (on) onChange(all, []);
            else onChange([], all);
          }}
        />
        <div className="ms-6 space-y-2">
          {members.map((p) => (
            <Checkbox
              key={p.name}
              label={p.label}
              description={p.name}
              checked={whole || held.has(p.name)}
              disabled={wildcard !== undefined && whole}
              onChange={(on) => (on ? onChange([p.name], []) : onChange([], [p.name]))}
            />
          ))}
        </div>
      </div>
    </fieldset>
  );
}

function AliasPrefixes({
  prefixes,
  onAdd,
  onRemove,
}: {
  prefixes: string[];
  onAdd: (prefix: string) => void;
  onRemove: (prefix: string) => void;
}) {
  const t = useMessages(rolesMessages);
  const [text, setText] = useState('');
  const candidate = text.trim().toLowerCase();
  const problem =
    candidate === ''
      ? null
      : !/^[a-z0-9][a-z0-9._-]*$/.test(candidate)
        ? t('prefixInvalid')
        : prefixes.includes(candidate)
          ? t('prefixTaken')
          : null;
  const add = () => {
    if (candidate === '' || problem) return;
    onAdd(candidate);
    setText('');
  };
  return (
    <fieldset className="rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-semibold text-fg">{t('aliasPrefixes')}</legend>
      <p className="mb-2 text-sm text-fg-muted">{t('aliasPrefixesText')}</p>
      {prefixes.length > 0 && (
        <ul className="mb-3 flex flex-wrap gap-2" aria-label={t('grantedPrefixes')}>
          {prefixes.map((prefix) => (
            <li
              key={prefix}
              className="flex items-center gap-1 rounded-full bg-surface-muted py-0.5 ps-3 pe-1 text-sm"
            >
              {aliasPrefixChip(prefix)}
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('removePrefix', { prefix })}
                onClick={() => onRemove(prefix)}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-start gap-2">
        <TextInput
          aria-label={t('newPrefix')}
          name="new_alias_prefix"
          placeholder={t('prefixPlaceholder')}
          value={text}
          className="max-w-48"
          aria-invalid={problem !== null}
          aria-describedby={problem ? 'alias-prefix-problem' : undefined}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button variant="secondary" onClick={add} disabled={candidate === '' || problem !== null}>
          {t('addPrefix')}
        </Button>
      </div>
      {problem && (
        <p id="alias-prefix-problem" className="mt-1 text-sm text-danger">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
