import { useState, type FormEvent } from 'react';
import { useOptionalUserData } from '@/data/local/user-data-context';
import type { OrganisationPort, Viewer } from '@/data/ports';
import {
  MEMBER_ROLE_LABELS,
  rolesForKind,
  type MemberRole,
} from '@/domain/organisation/member-roles';
import {
  addMember,
  changeMemberRole,
  memberRoleOf,
  removeMember,
  type MemberChange,
} from '@/domain/organisation/members';
import {
  changeMemberQualification,
  hasCrews,
  QUALIFICATION_LABELS,
  QUALIFICATIONS,
  qualificationLabel,
  type Qualification,
} from '@/domain/organisation/crew';
import { mayChangeMember } from '@/domain/organisation/founder';
import { memberStatus } from '@/domain/organisation/join-organisation';
import { mayManageTeam, type Team } from '@/domain/organisation/team';
import { unitsNotice } from '@/domain/organisation/vehicle';
import type { AssociatedUser } from '@/domain/user/associated-user';
import { useServices } from '@/services/services-context';
import { Alert } from '@/ui/alert';
import { PageTitle } from '@/ui/page-title';
import { SelectField } from '@/ui/select-field';
import { Spinner } from '@/ui/spinner';
import { TextField } from '@/ui/text-field';
import { ConfirmDialog } from './confirm-dialog';
import { failureMessage, useOrganisationRead } from './use-organisation';
import './organisation.css';
import { useSubscribedUnits } from '@/services/session/use-access';

const loadTeam = (port: OrganisationPort, viewer: Viewer) => port.loadTeam(viewer);

const roleOptions = (team: Team) =>
  rolesForKind(team.kind).map((role) => ({ value: role, label: MEMBER_ROLE_LABELS[role] }));

function AddMemberForm({
  team,
  now,
  onAdd,
}: {
  team: Team;
  now(): number;
  onAdd(change: MemberChange): Promise<void>;
}) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<MemberRole>(rolesForKind(team.kind).at(-1) ?? 'responsable');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const change = addMember(team.kind, team.members, { email, name, role }, now());
    await onAdd(change);
    if (change.ok) {
      setEmail('');
      setName('');
    }
  };
  return (
    <form
      className="org-form"
      onSubmit={(event) => void submit(event)}
      aria-label="Ajouter un membre"
      noValidate
    >
      <TextField
        label="Adresse e-mail"
        type="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextField label="Nom" value={name} onChange={(e) => setName(e.target.value)} />
      <SelectField
        label="Rôle"
        options={roleOptions(team)}
        value={role}
        onChange={(e) => setRole(e.target.value as MemberRole)}
      />
      <div className="org-form__submit">
        <button type="submit" className="button button--primary">
          Ajouter au personnel
        </button>
      </div>
    </form>
  );
}

const QUALIFICATION_OPTIONS = [
  { value: '', label: qualificationLabel(null) },
  ...QUALIFICATIONS.map((value) => ({ value, label: QUALIFICATION_LABELS[value] })),
];

const INVITATION_BADGES = {
  invited: 'Invitation envoyée',
  declined: 'Invitation refusée',
} as const;

function MemberItem({
  team,
  member,
  manages,
  onChange,
  onQualify,
  onRemove,
}: {
  team: Team;
  member: AssociatedUser;
  manages: boolean;
  onChange(role: MemberRole): void;
  onQualify(qualification: Qualification | null): void;
  onRemove(): void;
}) {
  const role = memberRoleOf(member);
  const label = role ? MEMBER_ROLE_LABELS[role] : member.role || 'Rôle inconnu';
  const status = memberStatus(member, team.declined);
  const founder = team.ownerUid !== '' && member.id === team.ownerUid;
  // Issue 23 item 3: an ambulance crew member's qualification (DEA, auxiliaire), asked for its crews.
  const crews = hasCrews(team.kind);
  const qualification = member.qualification ?? null;
  return (
    <li className="org-item">
      <div>
        <div className="org-item__head">
          <strong>{member.name || member.email}</strong>
          {!manages && <span>{label}</span>}
          {founder && <span className="org-badge org-badge--founder">Fondateur</span>}
          {status !== 'member' && (
            <span className={`org-badge org-badge--${status}`}>{INVITATION_BADGES[status]}</span>
          )}
        </div>
        <div className="org-item__meta">
          {member.email}
          {crews && !manages && ` · ${qualificationLabel(qualification)}`}
        </div>
      </div>
      {manages && (
        <div className="org-item__actions">
          <SelectField
            label={`Rôle de ${member.name || member.email}`}
            options={roleOptions(team)}
            value={role ?? ''}
            onChange={(e) => onChange(e.target.value as MemberRole)}
          />
          {crews && (
            <SelectField
              label={`Qualification de ${member.name || member.email}`}
              options={QUALIFICATION_OPTIONS}
              value={qualification ?? ''}
              onChange={(e) => onQualify((e.target.value || null) as Qualification | null)}
            />
          )}
          <button type="button" className="button button--secondary" onClick={onRemove}>
            Retirer
          </button>
        </div>
      )}
    </li>
  );
}

function TeamView({
  team,
  viewer,
  port,
  reload,
}: {
  team: Team;
  viewer: Viewer;
  port: OrganisationPort;
  reload(): void;
}) {
  const [message, setMessage] = useState<{ tone: 'danger' | 'success'; text: string } | null>(null);
  const [removing, setRemoving] = useState<AssociatedUser | null>(null);
  // Spec §9: the units the organisation subscribed (not the plan's maximum) are what it is measured against.
  const subscribed = useSubscribedUnits();
  const { clock } = useServices();
  const now = () => clock.now();
  const manages = mayManageTeam(viewer, team);
  const apply = async (change: MemberChange, done: string) => {
    if (!change.ok) return setMessage({ tone: 'danger', text: change.reason });
    try {
      await port.saveMembers(viewer, change.members);
      setMessage({ tone: 'success', text: done });
      reload();
    } catch (error) {
      setMessage({ tone: 'danger', text: failureMessage(error) });
    }
  };
  const notice =
    team.kind === 'clinique' ? unitsNotice(team.members.length, subscribed, 'employés') : null;
  return (
    <>
      {notice && <Alert tone="warning">{notice}</Alert>}
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      {!manages && (
        <p>Seul un responsable de l’organisation peut ajouter, modifier ou retirer des membres.</p>
      )}
      <section aria-labelledby="members-title">
        <h2 id="members-title">Membres ({team.members.length})</h2>
        {team.members.length === 0 ? (
          <p>Personne n’est encore inscrit au personnel.</p>
        ) : (
          <ul className="org-list" aria-label="Membres du personnel">
            {team.members.map((member) => (
              <MemberItem
                key={member.id}
                team={team}
                member={member}
                manages={manages && mayChangeMember(viewer.role, team.ownerUid, member)}
                onChange={(role) =>
                  void apply(
                    changeMemberRole(team.kind, team.members, member.id, role),
                    'Rôle mis à jour.',
                  )
                }
                onQualify={(qualification) =>
                  void apply(
                    changeMemberQualification(team.members, member.id, qualification),
                    'Qualification mise à jour.',
                  )
                }
                onRemove={() => setRemoving(member)}
              />
            ))}
          </ul>
        )}
      </section>
      {manages && (
        <section aria-labelledby="add-member-title">
          <h2 id="add-member-title">Ajouter un membre</h2>
          <p>
            La personne reçoit une invitation à rejoindre votre organisation avec ce rôle : elle
            l’accepte ou la refuse une fois son compte créé avec cette adresse, et l’adresse
            vérifiée. Tant qu’elle n’a pas rejoint, elle ne peut pas être affectée à un transport.
          </p>
          <AddMemberForm
            team={team}
            now={now}
            onAdd={(change) => apply(change, 'Membre ajouté.')}
          />
        </section>
      )}
      {removing && (
        <ConfirmDialog
          title="Retirer ce membre ?"
          message={`${removing.name || removing.email} n’aura plus accès aux données de l’organisation à sa prochaine synchronisation.`}
          confirmLabel="Retirer"
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            setRemoving(null);
            void apply(removeMember(team.members, removing.id), 'Membre retiré.');
          }}
        />
      )}
    </>
  );
}

/** /dashboard/personnel: the organisation's members, managed by its responsables (issue 13). Online only. */
export default function PersonnelPage() {
  const data = useOptionalUserData();
  const { organisation } = useServices();
  const { loaded, reload } = useOrganisationRead(organisation, data?.viewer, loadTeam);
  let body;
  if (!organisation)
    body = <Alert tone="info">La gestion du personnel n’est pas disponible ici.</Alert>;
  else if (!data || loaded.state === 'loading') body = <Spinner label="Chargement du personnel…" />;
  else if (loaded.state === 'error') body = <Alert tone="warning">{loaded.message}</Alert>;
  else if (loaded.value === null) body = <p>Votre compte n’est rattaché à aucune organisation.</p>;
  else
    body = (
      <TeamView team={loaded.value} viewer={data.viewer} port={organisation} reload={reload} />
    );
  return (
    <div className="org-page">
      <PageTitle>Personnel</PageTitle>
      {body}
    </div>
  );
}
