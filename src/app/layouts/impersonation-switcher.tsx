import { useNavigate } from 'react-router-dom';
import { dashboardPathFor } from '@/domain/roles/dashboard-path';
import { ROLE_LABELS } from '@/domain/roles/role-labels';
import { USER_TYPES, type UserType } from '@/domain/shared/role';
import { useAuth } from '@/services/session/session-context';
import { SelectField } from '@/ui/select-field';

const OPTIONS = USER_TYPES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** Admins can see the dashboards as any role (spec §2); the choice is remembered on this device. */
export function ImpersonationSwitcher() {
  const { profile, effectiveRole, impersonate } = useAuth();
  const navigate = useNavigate();
  if (profile?.userType !== 'admin') return null;
  return (
    <div className="impersonation">
      <SelectField
        label="Voir en tant que"
        options={OPTIONS}
        value={effectiveRole ?? 'admin'}
        onChange={(event) => {
          const role = event.target.value as UserType;
          impersonate(role);
          navigate(dashboardPathFor(role));
        }}
      />
    </div>
  );
}
