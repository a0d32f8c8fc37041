import { useState, type FormEvent } from 'react';
import {
  organisationSettingsOf,
  organisationSettingsSchema,
} from '@/domain/organisation/organisation-settings';
import { TRANSPORT_TYPE_LABELS, TRANSPORT_TYPES } from '@/domain/transport/transport-type';
import type { User } from '@/domain/user/user';
import { CheckboxField } from '@/ui/checkbox-field';
import { TextField } from '@/ui/text-field';
import { SaveFooter } from './save-footer';
import { useProfileSave } from './use-profile-save';

/** How the company works, with the spec §9 defaults for what was never saved. */
export function OrganisationSection({ profile }: { profile: User }) {
  const { save, busy, error } = useProfileSave();
  const initial = organisationSettingsOf(profile.userType, profile.organisationSettings);
  const [radius, setRadius] = useState(String(initial.interventionRadiusKm));
  const [start, setStart] = useState(initial.openingHours.start);
  const [end, setEnd] = useState(initial.openingHours.end);
  const [urgent, setUrgent] = useState(initial.urgent24hNotifications);
  const [types, setTypes] = useState<string[]>(initial.transportTypes);
  const [invalid, setInvalid] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = organisationSettingsSchema.safeParse({
      interventionRadiusKm: radius.trim() === '' ? Number.NaN : Number(radius),
      openingHours: { start, end },
      urgent24hNotifications: urgent,
      transportTypes: types,
    });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? 'Réglages invalides.');
      return;
    }
    setInvalid(null);
    // Issue 23: delays a clinic user set before they moved to the organisation stay, read as its fallback.
    const kept = profile.organisationSettings?.escalationDelays;
    await save(
      { organisationSettings: { ...parsed.data, ...(kept ? { escalationDelays: kept } : {}) } },
      'Réglages de l’organisation enregistrés.',
    );
  };
  const toggleType = (type: string, on: boolean) =>
    setTypes((current) => (on ? [...current, type] : current.filter((t) => t !== type)));

  return (
    <form className="card account-form" onSubmit={submit} aria-labelledby="org-title" noValidate>
      <h2 id="org-title">Organisation</h2>
      <TextField
        label="Rayon d’intervention (km)"
        type="number"
        inputMode="numeric"
        min={1}
        value={radius}
        onChange={(event) => setRadius(event.target.value)}
      />
      <TextField
        label="Ouverture"
        type="time"
        value={start}
        onChange={(event) => setStart(event.target.value)}
      />
      <TextField
        label="Fermeture"
        type="time"
        value={end}
        onChange={(event) => setEnd(event.target.value)}
      />
      <CheckboxField
        label="Notifications urgentes 24 h/24"
        checked={urgent}
        onChange={(event) => setUrgent(event.target.checked)}
      />
      <fieldset className="account-fieldset">
        <legend>Types de transport assurés</legend>
        {TRANSPORT_TYPES.map((type) => (
          <CheckboxField
            key={type}
            label={TRANSPORT_TYPE_LABELS[type]}
            checked={types.includes(type)}
            onChange={(event) => toggleType(type, event.target.checked)}
          />
        ))}
      </fieldset>
      <SaveFooter busy={busy} error={invalid ?? error} label="Enregistrer l’organisation" />
    </form>
  );
}
