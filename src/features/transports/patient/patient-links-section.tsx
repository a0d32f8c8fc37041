import { useCallback } from 'react';
import type { PatientLink } from '@/domain/patient/patient-link';
import { useServices } from '@/services/services-context';
import { useDeviceOnline } from '@/ui/use-device-online';
import { usePatientLinks } from './use-patient-links';
import './patient-links.css';

const clinicLabel = (link: PatientLink) => link.org_name ?? 'Un établissement de santé';

function Proposal({
  link,
  busy,
  onAnswer,
}: {
  link: PatientLink;
  busy: boolean;
  onAnswer: (accept: boolean) => void;
}) {
  const titleId = `lien-${link.id}`;
  return (
    <li className="card patient-link" role="group" aria-labelledby={titleId}>
      <p id={titleId} className="patient-link__question">
        {clinicLabel(link)} vous a enregistré comme patient. Suivre vos transports ?
      </p>
      <p className="patient-link__hint">
        Vous verrez ici les transports que cet établissement réserve pour vous, leur avancement, le
        transporteur et votre chauffeur.
      </p>
      <div className="patient-link__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => onAnswer(true)}
        >
          Suivre mes transports
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => onAnswer(false)}
        >
          Refuser
        </button>
      </div>
    </li>
  );
}

/**
 * Issue 20: the clinics that recorded this patient's e-mail ask to link their record to this account. Only an
 * acceptance lets the patient see the rides they book (patient-link.ts); then the device pulls them at once.
 */
export function PatientLinksSection() {
  const { patientLinks, sync } = useServices();
  const pull = useCallback(() => void sync?.syncNow(), [sync]);
  const online = useDeviceOnline();
  const { loaded, failure, busy, answer } = usePatientLinks(patientLinks, online, pull);
  if (!patientLinks) return null;
  if (loaded.state === 'loading') {
    return online ? null : (
      <p className="patient-link__offline" role="status">
        Hors ligne : les invitations des établissements s’afficheront au retour du réseau.
      </p>
    );
  }
  if (loaded.state === 'error') {
    return (
      <p className="patient-link__failure" role="status">
        Invitations des établissements indisponibles. {loaded.message}
      </p>
    );
  }
  const proposals = loaded.links.filter((link) => link.status === 'proposed');
  const followed = loaded.links.filter((link) => link.status === 'accepted');
  if (proposals.length === 0 && followed.length === 0) return null;
  return (
    <section aria-labelledby="patient-links-title" className="patient-links">
      <h2 id="patient-links-title">Vos établissements</h2>
      {proposals.length > 0 && (
        <ul className="patient-links__list">
          {proposals.map((link) => (
            <Proposal
              key={link.id}
              link={link}
              busy={busy === link.id}
              onAnswer={(accept) => void answer(link.id, accept)}
            />
          ))}
        </ul>
      )}
      {failure && (
        <p className="patient-link__failure" role="alert">
          {failure}
        </p>
      )}
      {followed.length > 0 && (
        <p role="status">Vous suivez les transports de : {followed.map(clinicLabel).join(', ')}.</p>
      )}
    </section>
  );
}
