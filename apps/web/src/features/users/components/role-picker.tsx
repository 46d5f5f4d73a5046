import { useQuery } from '@tanstack/react-query';

import { Alert, Button, Checkbox, SkeletonText } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { rolesQueries } from '~/features/roles';

import { usersMessages } from '../users.messages';

/** The roles a user holds, picked from the organisation's roles. */
export function RolePicker({
  name,
  value,
  onChange,
  error,
}: {
  /** The field's name, which each role's checkbox carries (the form focuses the field by it). */
  name: string;
  value: readonly number[];
  onChange: (roleIds: number[]) => void;
  error?: string;
}) {
  const t = useMessages(usersMessages);
  const roles = useQuery(rolesQueries.options());
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...value, id] : value.filter((held) => held !== id));
  const errorId = 'role-picker-error';
  return (
    <fieldset className="space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-fg">{t('roles')}</legend>
      {roles.isPending && <SkeletonText lines={3} />}
      {roles.isError && (
        <Alert tone="error">
          {t('rolesFailed')}{' '}
          <Button variant="secondary" size="sm" onClick={() => void roles.refetch()}>
            {t('tryAgain')}
          </Button>
        </Alert>
      )}
      {roles.data?.length === 0 && <p className="text-sm text-fg-muted">{t('noRoles')}</p>}
      {roles.data && (
        <div className="grid gap-2 sm:grid-cols-2">
          {roles.data.map((role) => (
            <Checkbox
              key={role.id}
              name={name}
              label={role.name}
              description={role.description || undefined}
              checked={value.includes(role.id)}
              onChange={(on) => toggle(role.id, on)}
            />
          ))}
        </div>
      )}
      {error && (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
