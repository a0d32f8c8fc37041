import { useState, type FormEvent } from 'react';
import { DASHBOARD_VIEW_LABELS, DASHBOARD_VIEWS } from '@/domain/user/dashboard-preferences';
import type { User } from '@/domain/user/user';
import { CheckboxField } from '@/ui/checkbox-field';
import { SelectField } from '@/ui/select-field';
import { SaveFooter } from './save-footer';
import { useProfileSave } from './use-profile-save';

const VIEWS = DASHBOARD_VIEWS.map((value) => ({ value, label: DASHBOARD_VIEW_LABELS[value] }));

/** Language (French only for now), notifications e-mail / push / SMS, dashboard view and statistics (spec §3, §9). */
export function PreferencesSection({ profile }: { profile: User }) {
  const { save, busy, error } = useProfileSave();
  const [prefs, setPrefs] = useState(profile.preferences);
  const notify = (key: 'email' | 'push' | 'sms') => (event: { target: { checked: boolean } }) =>
    setPrefs((p) => ({ ...p, notifications: { ...p.notifications, [key]: event.target.checked } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await save({ preferences: { ...prefs, language: 'fr' } }, 'Préférences enregistrées.');
  };

  return (
    <form className="card account-form" onSubmit={submit} aria-labelledby="prefs-title" noValidate>
      <h2 id="prefs-title">Préférences</h2>
      <SelectField
        label="Langue"
        value="fr"
        disabled
        options={[{ value: 'fr', label: 'Français' }]}
        hint="L’application n’existe qu’en français pour le moment."
      />
      <fieldset className="account-fieldset">
        <legend>Notifications</legend>
        <CheckboxField
          label="Par e-mail"
          checked={prefs.notifications.email}
          onChange={notify('email')}
        />
        <CheckboxField
          label="Notifications push"
          checked={prefs.notifications.push}
          onChange={notify('push')}
        />
        <CheckboxField label="Par SMS" checked={prefs.notifications.sms} onChange={notify('sms')} />
      </fieldset>
      <fieldset className="account-fieldset">
        <legend>Tableau de bord</legend>
        <SelectField
          label="Vue par défaut"
          hint="La page ouverte après la connexion."
          value={prefs.dashboard.defaultView}
          options={VIEWS}
          onChange={(event) =>
            setPrefs((p) => ({
              ...p,
              dashboard: { ...p.dashboard, defaultView: event.target.value },
            }))
          }
        />
        <CheckboxField
          label="Afficher les statistiques"
          checked={prefs.dashboard.showStats}
          onChange={(event) =>
            setPrefs((p) => ({
              ...p,
              dashboard: { ...p.dashboard, showStats: event.target.checked },
            }))
          }
        />
      </fieldset>
      <SaveFooter busy={busy} error={error} label="Enregistrer les préférences" />
    </form>
  );
}
