import { TextLink } from '~/components/navigation';
import { IN_TEXT, type TargetLink, targetName } from '~/features/logs';
import { useStaffAccess } from '~/lib/access/use-staff-access';

/**
 * The staff area's pages of an audit entry's target, for whoever may open them (the staff access table): a user,
 * an organisation, a staff member, a predefined role, a location, a service type. Other kinds (an organisation's
 * own roles, services, infrastructure shown in lists) have no page of their own and are not linked.
 */
export function useStaffTargetLink(): TargetLink {
  const { can } = useStaffAccess();
  return (target) => {
    if (!target.exists) return null;
    const name = targetName(target);
    const id = target.id;
    switch (target.type) {
      case 'user':
        return can('users') ? (
          <TextLink className={IN_TEXT} to="/admin/users/$userId" params={{ userId: id }}>
            {name}
          </TextLink>
        ) : null;
      case 'organization':
        return can('organizations') ? (
          <TextLink className={IN_TEXT} to="/admin/organizations/$orgId" params={{ orgId: id }}>
            {name}
          </TextLink>
        ) : null;
      case 'staff':
        return can('staff') ? (
          <TextLink className={IN_TEXT} to="/admin/staff/$staffId" params={{ staffId: id }}>
            {name}
          </TextLink>
        ) : null;
      case 'predefined_role':
        return can('predefinedRoles') ? (
          <TextLink
            className={IN_TEXT}
            to="/admin/userroles/predefined/$roleId/details"
            params={{ roleId: id }}
          >
            {name}
          </TextLink>
        ) : null;
      case 'location':
        return can('locations') ? (
          <TextLink className={IN_TEXT} to="/admin/locations/$locationId" params={{ locationId: id }}>
            {name}
          </TextLink>
        ) : null;
      case 'service_type':
        return can('serviceTypes.edit') ? (
          <TextLink
            className={IN_TEXT}
            to="/admin/servicetypes/$serviceTypeId/edit"
            params={{ serviceTypeId: id }}
          >
            {name}
          </TextLink>
        ) : null;
      default:
        return null;
    }
  };
}
