import { useState, type FormEvent } from 'react';
import type { NewUserInput, UserChanges } from '@/data/admin/admin-port';
import { ROLE_LABELS } from '@/domain/roles/role-labels';
import { USER_TYPES, type UserType } from '@/domain/shared/role';
import {
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_STATUS_LABELS,
  type SubscriptionStatus,
} from '@/domain/subscription/subscription-status';
import { PLANS, type Plan } from '@/domain/constants';
import { epochToParisDay, parisDayEnd } from '@/domain/shared/paris-local-time';
import type { User } from '@/domain/user/user';
import { CheckboxField } from '@/ui/checkbox-field';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';

export const roleOptions = USER_TYPES.map((t) => ({ value: t, label: ROLE_LABELS[t] }));

/** « Créer un utilisateur »: a sign-in account and its users document, without signing the admin out. */
export function CreateUserForm({ onCreate }: { onCreate(input: NewUserInput): Promise<boolean> }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [userType, setUserType] = useState<UserType>('clinique');
  const [orgaId, setOrgaId] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const created = await onCreate({
      email,
      password,
      displayName,
      userType,
      orga_id: orgaId.trim() || undefined,
    });
    setBusy(false);
    if (created) {
      setEmail('');
      setPassword('');
      setDisplayName('');
    }
  };
  return (
    <form
      className="admin-filters"
      onSubmit={(e) => void submit(e)}
      aria-label="Créer un utilisateur"
    >
      <TextField
        label="E-mail"
        type="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextField
        label="Mot de passe provisoire"
        type="password"
        required
        hint="6 caractères au moins."
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <TextField
        label="Nom affiché"
        value={displayName}
        onChange={(e) => setDisplayName(e.target.value)}
      />
      <SelectField
        label="Rôle"
        value={userType}
        onChange={(e) => setUserType(e.target.value as UserType)}
        options={roleOptions}
      />
      <TextField
        label="Organisation (facultatif)"
        value={orgaId}
        onChange={(e) => setOrgaId(e.target.value)}
      />
      <button type="submit" className="button button--primary" disabled={busy}>
        Créer l’utilisateur
      </button>
    </form>
  );
}

/** Edits role, organisation, active flag and the subscription fields of one account. */
export function EditUserForm({
  user,
  onSave,
  onCancel,
}: {
  user: User;
  onSave(changes: UserChanges): Promise<void>;
  onCancel(): void;
}) {
  const [userType, setUserType] = useState<UserType>(user.userType);
  const [orgaId, setOrgaId] = useState(user.orga_id);
  const [isActive, setIsActive] = useState(user.isActive);
  const [plan, setPlan] = useState<Plan | ''>(user.subscription?.plan ?? '');
  const [status, setStatus] = useState<SubscriptionStatus>(user.subscription?.status ?? 'none');
  const [endDate, setEndDate] = useState(
    user.subscription?.endDate ? epochToParisDay(user.subscription.endDate) : '',
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSave({
      userType,
      orga_id: orgaId.trim() || user.orga_id,
      isActive,
      subscription: {
        plan: plan || null,
        status,
        endDate: endDate ? parisDayEnd(endDate) : null,
      },
    });
  };
  return (
    <form className="admin-filters" onSubmit={submit} aria-label={`Modifier ${user.email}`}>
      <SelectField
        label="Rôle"
        value={userType}
        onChange={(e) => setUserType(e.target.value as UserType)}
        options={roleOptions}
      />
      <TextField label="Organisation" value={orgaId} onChange={(e) => setOrgaId(e.target.value)} />
      <CheckboxField
        label="Compte actif"
        checked={isActive}
        onChange={(e) => setIsActive(e.target.checked)}
      />
      <SelectField
        label="Formule"
        value={plan}
        onChange={(e) => setPlan(e.target.value as Plan | '')}
        options={[{ value: '', label: 'Aucune' }, ...PLANS.map((p) => ({ value: p, label: p }))]}
      />
      <SelectField
        label="Statut de l’abonnement"
        value={status}
        onChange={(e) => setStatus(e.target.value as SubscriptionStatus)}
        options={SUBSCRIPTION_STATUSES.map((s) => ({
          value: s,
          label: SUBSCRIPTION_STATUS_LABELS[s],
        }))}
      />
      <TextField
        label="Fin de l’abonnement"
        type="date"
        value={endDate}
        onChange={(e) => setEndDate(e.target.value)}
      />
      <div className="button-row">
        <button type="submit" className="button button--primary">
          Enregistrer
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Fermer
        </button>
      </div>
    </form>
  );
}
