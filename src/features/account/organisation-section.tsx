import { useState, type FormEvent } from 'react';
import {
  organisationSettingsOf,
  organisationSettingsSchema,
} from '@/domain/organisation/organisation-settings';
import { ESCALATION_DELAY_BOUNDS_MIN } from '@/domain/award/escalation-schedule';
import { PRIORITIES, PRIORITY_LABELS } from '@/domain/transport/priority';
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
  // Issue 23: a clinic sets how long each priority waits before its zone widens.
  const isClinic = profile.userType === 'clinique';
  const [delays, setDelays] = useState(() => ({
    critique: String(initial.escalationDelays.critique),
    urgent: String(initial.escalationDelays.urgent),
    normale: String(initial.escalationDelays.normale),
  }));
  const minutes = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = organisationSettingsSchema.safeParse({
      interventionRadiusKm: radius.trim() === '' ? Number.NaN : Number(radius),
      openingHours: { start, end },
      urgent24hNotifications: urgent,
      transportTypes: types,
      ...(isClinic
        ? {
            escalationDelays: {
              critique: minutes(delays.critique),
              urgent: minutes(delays.urgent),
              normale: minutes(delays.normale),
            },
          }
        : {}),
    });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? 'Réglages invalides.');
      return;
    }
    setInvalid(null);
    await save({ organisationSettings: parsed.data }, 'Réglages de l’organisation enregistrés.');
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
      {isClinic && (
        <fieldset className="account-fieldset">
          <legend>Élargissement de la zone (minutes sans acceptation)</legend>
          {PRIORITIES.map((priority) => (
            <TextField
              key={priority}
              label={`Priorité ${PRIORITY_LABELS[priority].toLowerCase()}`}
              type="number"
              inputMode="numeric"
              min={ESCALATION_DELAY_BOUNDS_MIN.min}
              max={ESCALATION_DELAY_BOUNDS_MIN.max}
              value={delays[priority]}
              onChange={(event) =>
                setDelays((current) => ({ ...current, [priority]: event.target.value }))
              }
            />
          ))}
        </fieldset>
      )}
      <SaveFooter busy={busy} error={invalid ?? error} label="Enregistrer l’organisation" />
    </form>
  );
}
