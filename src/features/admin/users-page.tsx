import { useMemo, useState } from 'react';
import type { NewUserInput, UserChanges } from '@/data/admin/admin-port';
import { filterAccounts } from '@/domain/admin/subscription-accounts';
import { ROLE_LABELS } from '@/domain/roles/role-labels';
import type { UserType } from '@/domain/shared/role';
import { SUBSCRIPTION_STATUS_LABELS } from '@/domain/subscription/subscription-status';
import type { User } from '@/domain/user/user';
import { Alert } from '@/ui/alert';
import { Modal } from '@/ui/modal';
import { PageTitle } from '@/ui/page-title';
import { Spinner } from '@/ui/spinner';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { ADMIN_UNAVAILABLE } from './admin-dashboard-page';
import { Outcome, outcomeOf, ResultView } from './admin-widgets';
import { AssociatedUsers } from './associated-users';
import { CreateUserForm, EditUserForm, roleOptions } from './user-form';
import { useAdmin, useAdminRead } from './use-admin';
import './admin.css';

/** /dashboard/admin/gestionusers: every account, searchable, editable, deletable after confirmation. */
export default function UsersPage() {
  const loaded = useAdmin();
  const admin = loaded === 'loading' ? null : loaded;
  const users = useAdminRead(useMemo(() => (admin ? () => admin.listUsers() : null), [admin]));
  const [search, setSearch] = useState('');
  const [type, setType] = useState<UserType | ''>('');
  const [active, setActive] = useState<'' | 'yes' | 'no'>('');
  const [editing, setEditing] = useState<User | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  if (loaded === 'loading') return <Spinner label="Chargement de l’administration…" />;
  if (!admin) {
    return (
      <div className="admin-page">
        <PageTitle>Gestion des utilisateurs</PageTitle>
        <Alert tone="warning">{ADMIN_UNAVAILABLE}</Alert>
      </div>
    );
  }
  const create = async (input: NewUserInput) => {
    const result = await admin.createUser(input);
    setOutcome(outcomeOf(result));
    if (result.success) users.reload();
    return result.success;
  };
  const save = async (user: User, changes: UserChanges) => {
    const result = await admin.updateUser(user.uid, changes);
    setOutcome(outcomeOf(result));
    if (result.success) {
      setEditing(null);
      users.reload();
    }
  };
  const remove = async (user: User) => {
    const result = await admin.deleteUser(user.uid);
    setDeleting(null);
    setOutcome(outcomeOf(result));
    if (result.success) users.reload();
  };
  return (
    <div className="admin-page">
      <PageTitle>Gestion des utilisateurs</PageTitle>
      <Outcome outcome={outcome} />
      <section className="card admin-section" aria-labelledby="admin-create-user">
        <h2 id="admin-create-user">Créer un utilisateur</h2>
        <CreateUserForm onCreate={create} />
      </section>
      <section className="card admin-section" aria-labelledby="admin-users">
        <h2 id="admin-users">Utilisateurs</h2>
        <div className="admin-filters">
          <TextField
            label="Rechercher par e-mail"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <SelectField
            label="Filtrer par rôle"
            value={type}
            onChange={(e) => setType(e.target.value as UserType | '')}
            options={[{ value: '', label: 'Tous' }, ...roleOptions]}
          />
          <SelectField
            label="Filtrer par état"
            value={active}
            onChange={(e) => setActive(e.target.value as typeof active)}
            options={[
              { value: '', label: 'Tous' },
              { value: 'yes', label: 'Actifs' },
              { value: 'no', label: 'Désactivés' },
            ]}
          />
        </div>
        <ResultView result={users.result}>
          {(list) => {
            const shown = filterAccounts(list, { search, type, active });
            if (shown.length === 0) return <p>Aucun utilisateur ne correspond.</p>;
            return (
              <div className="admin-table-wrap">
                <table className="admin-table">
                  <caption className="visually-hidden">Utilisateurs</caption>
                  <thead>
                    <tr>
                      <th scope="col">E-mail</th>
                      <th scope="col">Rôle</th>
                      <th scope="col">Organisation</th>
                      <th scope="col">Actif</th>
                      <th scope="col">Abonnement</th>
                      <th scope="col">Actions</th>
                    </tr>
                  </thead>
                  <tbody>
                    {shown.map((user) => (
                      <tr key={user.uid}>
                        <th scope="row">
                          {user.email}
                          <br />
                          <small>{user.displayName}</small>
                        </th>
                        <td>{ROLE_LABELS[user.userType]}</td>
                        <td>{user.orga_id}</td>
                        <td>{user.isActive ? 'Oui' : 'Non'}</td>
                        <td>
                          {SUBSCRIPTION_STATUS_LABELS[user.subscription?.status ?? 'none']}
                          {user.subscription?.plan ? ` (${user.subscription.plan})` : ''}
                        </td>
                        <td>
                          <div className="button-row">
                            <button
                              type="button"
                              className="button button--secondary"
                              aria-label={`Modifier ${user.email}`}
                              onClick={() => setEditing(user)}
                            >
                              Modifier
                            </button>
                            <button
                              type="button"
                              className="button button--danger"
                              aria-label={`Supprimer ${user.email}`}
                              onClick={() => setDeleting(user)}
                            >
                              Supprimer
                            </button>
                          </div>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            );
          }}
        </ResultView>
      </section>
      <AssociatedUsers admin={admin} />
      {editing && (
        <Modal title={`Modifier ${editing.email}`} onClose={() => setEditing(null)}>
          <EditUserForm
            user={editing}
            onSave={(changes) => save(editing, changes)}
            onCancel={() => setEditing(null)}
          />
        </Modal>
      )}
      {deleting && (
        <Modal
          title="Supprimer le compte"
          onClose={() => setDeleting(null)}
          actions={
            <>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setDeleting(null)}
              >
                Annuler
              </button>
              <button
                type="button"
                className="button button--danger"
                onClick={() => void remove(deleting)}
              >
                Supprimer définitivement
              </button>
            </>
          }
        >
          <p>
            Supprimer le compte <strong>{deleting.email}</strong> (
            {deleting.displayName || ROLE_LABELS[deleting.userType]}) ? Son profil sera effacé ;
            cette action est enregistrée dans le journal d’audit.
          </p>
        </Modal>
      )}
    </div>
  );
}
