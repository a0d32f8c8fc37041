import { useEffect, useState, type FormEvent } from 'react';
import { useOptionalUserData } from '@/data/local/user-data-context';
import {
  ESCALATION_DELAY_BOUNDS_MIN,
  type EscalationDelays,
} from '@/domain/award/escalation-schedule';
import { errorMessage } from '@/domain/errors/service-result';
import {
  clinicEscalationDelays,
  organisationEscalationSchema,
} from '@/domain/organisation/organisation-settings';
import { mayManageTeam } from '@/domain/organisation/team';
import { formatDelay } from '@/domain/award/award-log';
import { PRIORITIES, PRIORITY_LABELS } from '@/domain/transport/priority';
import type { User } from '@/domain/user/user';
import { useServices } from '@/services/services-context';
import { useToasts } from '@/services/toasts';
import { Alert } from '@/ui/alert';
import { Spinner } from '@/ui/spinner';
import { TextField } from '@/ui/text-field';
import { SaveFooter } from './save-footer';

type Loaded =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; delays: EscalationDelays; manages: boolean };

const label = (priority: (typeof PRIORITIES)[number]) =>
  `Priorité ${PRIORITY_LABELS[priority].toLowerCase()}`;

/**
 * Paramètres, issue 23: how long each priority of the clinic's requests waits before its zone widens — the
 * organisation's (a responsable edits them; the others read them), copied onto each request at filing. A clinic
 * that never set them on its organisation shows the user's own (set before they moved there), else the defaults.
 */
export function EscalationSection({ profile }: { profile: User }) {
  const data = useOptionalUserData();
  const { organisation } = useServices();
  const { show } = useToasts();
  const viewer = data?.viewer;
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fallback = profile.organisationSettings;
  useEffect(() => {
    if (!organisation || !viewer) return undefined;
    let live = true;
    Promise.all([organisation.loadTeam(viewer), organisation.loadEscalationDelays(viewer)]).then(
      ([team, stored]) => {
        if (!live) return;
        const delays = clinicEscalationDelays(stored, fallback);
        const manages = team !== null && mayManageTeam({ ...viewer, email: profile.email }, team);
        setLoaded({ state: 'ready', delays, manages });
        setTyped(Object.fromEntries(PRIORITIES.map((p) => [p, String(delays[p])])));
      },
      (failure: unknown) => live && setLoaded({ state: 'error', message: errorMessage(failure) }),
    );
    return () => {
      live = false;
    };
  }, [organisation, viewer, fallback, profile.email]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!organisation || !viewer || loaded.state !== 'ready') return;
    const minutes = (text: string | undefined) =>
      text === undefined || text.trim() === '' ? Number.NaN : Number(text);
    const parsed = organisationEscalationSchema.safeParse(
      Object.fromEntries(PRIORITIES.map((p) => [p, minutes(typed[p])])),
    );
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Délais invalides.');
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await organisation.saveEscalationDelays(viewer, parsed.data);
      setLoaded({ ...loaded, delays: parsed.data });
      show('Délais d’élargissement enregistrés pour la clinique.');
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (!organisation || !viewer) body = <p>Non disponible ici.</p>;
  else if (loaded.state === 'loading') body = <Spinner label="Chargement des délais…" />;
  else if (loaded.state === 'error') body = <Alert tone="warning">{loaded.message}</Alert>;
  else if (!loaded.manages)
    body = (
      <>
        <dl className="account-facts">
          {PRIORITIES.map((priority) => (
            <div key={priority}>
              <dt>{label(priority)}</dt>
              <dd>{formatDelay(loaded.delays[priority])}</dd>
            </div>
          ))}
        </dl>
        <p>Seul un responsable de la clinique modifie ces délais.</p>
      </>
    );
  else
    body = (
      <>
        {PRIORITIES.map((priority) => (
          <TextField
            key={priority}
            label={`${label(priority)} (minutes)`}
            type="number"
            inputMode="numeric"
            min={ESCALATION_DELAY_BOUNDS_MIN.min}
            max={ESCALATION_DELAY_BOUNDS_MIN.max}
            value={typed[priority] ?? ''}
            onChange={(event) =>
              setTyped((current) => ({ ...current, [priority]: event.target.value }))
            }
          />
        ))}
        <SaveFooter busy={busy} error={error} label="Enregistrer les délais" />
      </>
    );
  return (
    <form
      className="card account-form"
      onSubmit={submit}
      aria-labelledby="escalation-title"
      noValidate
    >
      <h2 id="escalation-title">Élargissement de la zone</h2>
      <p>
        Sans acceptation après ce délai, une demande est proposée plus loin (20, 40, 80, 160 km puis
        sans limite). Les délais valent pour toute la clinique et sont copiés sur chaque demande à
        sa création.
      </p>
      {body}
    </form>
  );
}
