import { useMemo, useState } from 'react';
import type { AdminPort } from '@/data/admin/admin-port';
import { TEST_NOTIFICATIONS_DEFAULT_COUNT } from '@/domain/constants';
import { NOTIFICATION_ROLES, type NotificationRole } from '@/domain/notification/notification-type';
import { ROLE_LABELS } from '@/domain/roles/role-labels';
import { USER_TYPES, type UserType } from '@/domain/shared/role';
import { CheckboxField } from '@/ui/checkbox-field';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { LongRunProgress, Outcome, outcomeOf } from './admin-widgets';
import { useAdminRead, useLongRun } from './use-admin';

const count = (text: string, fallback: number) => {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) && n > 0 ? Math.min(n, 5000) : fallback;
};

/** Test accounts per role, patients, notifications and transports for a chosen account (spec §7, §9). */
export function TestDataPanel({ admin, onChanged }: { admin: AdminPort; onChanged(): void }) {
  const [roles, setRoles] = useState<UserType[]>(['ambulance', 'clinique', 'vtc']);
  const [patientOrg, setPatientOrg] = useState('test-org-clinique');
  const [patientCount, setPatientCount] = useState('10');
  const [noteRole, setNoteRole] = useState<NotificationRole>('ambulance');
  const [noteCount, setNoteCount] = useState(String(TEST_NOTIFICATIONS_DEFAULT_COUNT));
  const [account, setAccount] = useState('');
  const [transportCount, setTransportCount] = useState('20');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const users = useAdminRead(useMemo(() => () => admin.listUsers(), [admin]));
  const patients = useLongRun();
  const transports = useLongRun();
  const clinics = (users.result?.data ?? []).filter(
    (u) => u.userType === 'clinique' || u.userType === 'admin',
  );
  const toggle = (role: UserType, on: boolean) =>
    setRoles((list) => (on ? [...list, role] : list.filter((r) => r !== role)));
  const act = async (work: () => Promise<{ success: boolean; message: string }>) => {
    const result = await work();
    setOutcome(outcomeOf(result));
    users.reload();
    onChanged();
  };
  return (
    <section className="card admin-section" aria-labelledby="tools-test-data">
      <h2 id="tools-test-data">Données de test</h2>
      <fieldset>
        <legend>Comptes de test (formule vip, actifs 365 jours)</legend>
        {USER_TYPES.map((role) => (
          <CheckboxField
            key={role}
            label={ROLE_LABELS[role]}
            checked={roles.includes(role)}
            onChange={(e) => toggle(role, e.target.checked)}
          />
        ))}
        <button
          type="button"
          className="button button--primary"
          disabled={roles.length === 0}
          onClick={() => void act(() => admin.createTestAccounts(roles))}
        >
          Créer les comptes de test
        </button>
      </fieldset>
      <Outcome outcome={outcome} />
      <h3>Patients de test</h3>
      <div className="admin-filters">
        <TextField
          label="Organisation des patients"
          value={patientOrg}
          onChange={(e) => setPatientOrg(e.target.value)}
        />
        <TextField
          label="Nombre de patients"
          type="number"
          min={1}
          value={patientCount}
          onChange={(e) => setPatientCount(e.target.value)}
        />
        <button
          type="button"
          className="button button--primary"
          disabled={patients.running || !patientOrg.trim()}
          onClick={() =>
            void patients
              .start((run) =>
                admin.createTestPatients(patientOrg.trim(), count(patientCount, 10), run),
              )
              .then(onChanged)
          }
        >
          Créer les patients
        </button>
      </div>
      <LongRunProgress run={patients} label="Création des patients de test" />
      <h3>Notifications de test</h3>
      <div className="admin-filters">
        <SelectField
          label="Rôle destinataire"
          value={noteRole}
          onChange={(e) => setNoteRole(e.target.value as NotificationRole)}
          options={NOTIFICATION_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
        />
        <TextField
          label="Nombre de notifications"
          type="number"
          min={1}
          value={noteCount}
          onChange={(e) => setNoteCount(e.target.value)}
        />
        <button
          type="button"
          className="button button--primary"
          onClick={() =>
            void act(() =>
              admin.createTestNotifications(
                noteRole,
                count(noteCount, TEST_NOTIFICATIONS_DEFAULT_COUNT),
              ),
            )
          }
        >
          Créer les notifications
        </button>
      </div>
      <h3>Transports de test</h3>
      <div className="admin-filters">
        <SelectField
          label="Compte demandeur"
          value={account}
          onChange={(e) => setAccount(e.target.value)}
          options={[
            { value: '', label: 'Choisir un compte…' },
            ...clinics.map((u) => ({ value: u.uid, label: `${u.email} (${u.orga_id})` })),
          ]}
        />
        <TextField
          label="Nombre de transports"
          type="number"
          min={1}
          value={transportCount}
          onChange={(e) => setTransportCount(e.target.value)}
        />
        <button
          type="button"
          className="button button--primary"
          disabled={transports.running || !account}
          onClick={() =>
            void transports
              .start((run) => admin.createTestTransports(account, count(transportCount, 20), run))
              .then(onChanged)
          }
        >
          Créer les transports
        </button>
      </div>
      <LongRunProgress run={transports} label="Création des transports de test" />
    </section>
  );
}
