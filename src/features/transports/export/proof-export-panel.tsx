import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { UserData } from '@/data/local/user-data';
import { seesOnlyAssignedRides } from '@/domain/organisation/member-roles';
import { MILLIS_PER_DAY } from '@/domain/shared/clock';
import { parseFrenchLocaleString } from '@/domain/shared/timestamp';
import { useServices } from '@/services/services-context';
import { Alert } from '@/ui/alert';
import { downloadText } from '@/ui/download-text';
import { TextField } from '@/ui/text-field';
import { proofOfServicePath } from '@/features/transports/shared/transport-paths';
import { completedInPeriod, proofCsv } from './proof-csv';
import { readRideSignature } from './use-ride-signature';
import './proof-export.css';

/** « 2026-11-28 » (an <input type="date">) → that day's Paris midnight; null when not a date. */
function parisDay(value: string): number | null {
  const [year, month, day] = value.split('-');
  return year && month && day ? parseFrenchLocaleString(`${day}/${month}/${year}`) : null;
}

const isoDay = (millis: number) =>
  new Intl.DateTimeFormat('fr-CA', { timeZone: 'Europe/Paris' }).format(millis);

/** The calendar day after « 2026-11-28 », as the same text (UTC arithmetic on dates only: no time zone). */
function nextDay(value: string): string {
  const [year = 0, month = 1, day = 1] = value.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/**
 * Issue 23 item 4: on the company's completed rides, « Exporter (CSV) » for a period (du … au …): one line per
 * completed ride for billing software, and each ride's printable « Preuve de service ». For the dispatchers and
 * the responsable (a chauffeur sees only their own rides, and bills nothing).
 */
export function ProofExportPanel({ data, now }: { data: UserData; now: number }) {
  const { rideSignature } = useServices();
  const titleId = useId();
  const [from, setFrom] = useState(() => `${isoDay(now).slice(0, 8)}01`);
  const [to, setTo] = useState(() => isoDay(now));
  const [message, setMessage] = useState<{ tone: 'danger' | 'info'; text: string } | null>(null);
  const [links, setLinks] = useState<{ id: string; label: string }[]>([]);
  const [busy, setBusy] = useState(false);
  const role = data.viewer.role;
  if ((role !== 'ambulance' && role !== 'vtc') || seesOnlyAssignedRides(data.viewer.memberRole))
    return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const start = parisDay(from);
    const endDay = parisDay(to);
    if (start === null || endDay === null || endDay < start) {
      setMessage({ tone: 'danger', text: 'Choisissez une période valide : du … au …' });
      return;
    }
    setBusy(true);
    try {
      const done = await data.queries.listTab(data.viewer, 'termines', now);
      // Up to the Paris midnight ending `to`: the whole last day, across a time change too.
      const end = (parisDay(nextDay(to)) ?? endDay + MILLIS_PER_DAY) - 1;
      const rides = completedInPeriod(done, start, end);
      const rows = await Promise.all(
        rides.map(async (transport) => ({
          transport,
          signature: await readRideSignature(data, rideSignature, transport.id),
        })),
      );
      downloadText(
        proofCsv(rows),
        `preuves-de-service-${from}-au-${to}.csv`,
        'text/csv;charset=utf-8',
      );
      setLinks(rides.map((ride) => ({ id: ride.id, label: ride.transport_id ?? ride.id })));
      setMessage({
        tone: 'info',
        text:
          rides.length === 0
            ? 'Aucun transport terminé sur cette période : le fichier ne contient que les en-têtes.'
            : `${rides.length} transport${rides.length > 1 ? 's' : ''} exporté${rides.length > 1 ? 's' : ''}.`,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="proof-export" aria-labelledby={titleId}>
      <h2 id={titleId}>Preuves de service</h2>
      <form className="proof-export__form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField label="Du" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        <TextField label="Au" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        <button type="submit" className="button button--primary" disabled={busy}>
          Exporter (CSV)
        </button>
      </form>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      {links.length > 0 && (
        <ul className="proof-export__links">
          {links.map(({ id, label }) => (
            <li key={id}>
              <Link to={proofOfServicePath(role, id)}>Preuve de service {label}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
