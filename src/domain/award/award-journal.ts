import type { EpochMillis } from '@/domain/shared/timestamp';
import type { Transport } from '@/domain/transport/transport.schema';
import { isWaiting } from '@/domain/transport/transport-status';
import {
  acceptedText,
  clinicAwardLog,
  formatDelay,
  type AwardEntry,
  type AwardLogLine,
} from '@/domain/award/award-log';
import {
  escalationDelaysOf,
  escalationStepText,
  openedSteps,
} from '@/domain/award/escalation-schedule';

type Ride = Pick<
  Transport,
  | 'etat'
  | 'created_at'
  | 'updated_at'
  | 'priorite'
  | 'escalation_delays'
  | 'historique_etats'
  | 'provider_org_id'
  | 'provider_org_name'
>;

export interface ClinicJournal {
  /** « Offerte à 20 km à 09:02 — 3 sociétés prévenues », « Élargi à 40 km à 09:07 », … */
  steps: { at: EpochMillis; text: string }[];
  /** Answers by name (refusals with their reason, the acceptance with its delay), in time order. */
  answers: AwardLogLine[];
  /** « 3 autres sociétés ont ouvert la demande », or null. */
  opened: string | null;
}

/** The server's time of the acceptance in force (its history entry), or null. */
function acceptedAt(ride: Ride): EpochMillis | null {
  const entry = ride.historique_etats
    .filter((e) => e.etat === 'accepted' && e.applied !== false)
    .at(-1);
  return entry ? (entry.server_timestamp ?? entry.timestamp) : null;
}

/**
 * Issue 23: what the clinic reads of its request's award — the zone's steps until the request stopped waiting
 * (companies counted per step: those whose device registered the offer by then), the companies that answered by
 * name, the acceptance (its entry, written with the acceptance since issue 23's follow-up; from the ride's history
 * for rides accepted before), and the silent openings counted.
 */
export function clinicJournal(
  ride: Ride,
  entries: readonly AwardEntry[],
  serverNow: EpochMillis,
): ClinicJournal {
  const accepted = acceptedAt(ride);
  const until = isWaiting(ride.etat) ? serverNow : (accepted ?? ride.updated_at);
  const steps = openedSteps(ride, until, escalationDelaysOf(ride.escalation_delays ?? null)).map(
    (step) => {
      const reached = entries.filter((entry) => entry.offeredAt <= step.at).length;
      return { at: step.at, text: escalationStepText(step, reached === 0 ? null : reached) };
    },
  );
  const log = clinicAwardLog(entries);
  const provider = ride.provider_org_id;
  const answers = [...log.answered];
  if (accepted !== null && provider !== null && !answers.some((l) => l.orgId === provider)) {
    const offeredAt = entries.find((e) => e.orgId === provider)?.offeredAt ?? ride.created_at;
    const delay = formatDelay(Math.max(0, Math.round((accepted - offeredAt) / 60_000)));
    answers.push({
      orgId: provider,
      at: accepted,
      text: acceptedText(ride.provider_org_name ?? 'une société', delay),
    });
  }
  const openedOnly = entries.filter(
    (e) =>
      e.orgId !== provider && e.refusedAt === null && e.acceptedAt === null && e.openedAt !== null,
  ).length;
  const others = answers.length > 0;
  const opened =
    openedOnly === 0
      ? null
      : openedOnly === 1
        ? `1 ${others ? 'autre ' : ''}société a ouvert la demande`
        : `${openedOnly} ${others ? 'autres ' : ''}sociétés ont ouvert la demande`;
  return { steps, answers: answers.sort((a, b) => a.at - b.at), opened };
}
