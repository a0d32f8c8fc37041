import { useEffect, useState } from 'react';
import type { UserData } from '@/data/local/user-data';
import type { AwardEntry } from '@/domain/award/award-log';
import { clinicJournal } from '@/domain/award/award-journal';
import type { Transport } from '@/domain/transport/transport.schema';
import { useServices } from '@/services/services-context';

const REFRESH_MS = 15_000;

/** The award entries of the ride, read again as time goes by (online only; offline: the steps alone). */
function useAwardEntries(data: UserData, rideId: string, now: number): AwardEntry[] {
  const { award } = useServices();
  const [entries, setEntries] = useState<AwardEntry[]>([]);
  useEffect(() => {
    if (!award) return undefined;
    let live = true;
    award.awardEntries(rideId, data.viewer).then(
      (read) => live && setEntries(read),
      () => undefined, // offline or refused: keep what was read
    );
    return () => {
      live = false;
    };
  }, [award, data.viewer, rideId, now]);
  return entries;
}

/** Ticks every 15 s so a widening appears without a reload. */
function useTick(data: UserData): number {
  const [now, setNow] = useState(() => data.clock.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(data.clock.now()), REFRESH_MS);
    return () => clearInterval(timer);
  }, [data.clock]);
  return now;
}

/**
 * Issue 23: « Journal d’attribution » — when the request was offered and each widening of its zone, the companies
 * that answered (by name), those that only opened it (counted).
 */
export function AwardJournal({ data, transport }: { data: UserData; transport: Transport }) {
  const now = useTick(data);
  const entries = useAwardEntries(data, transport.id, now);
  const journal = clinicJournal(transport, entries, now);
  return (
    <section className="facts-section" aria-labelledby="award-title">
      <h2 id="award-title">Journal d’attribution</h2>
      <ul className="award-journal">
        {journal.steps.map((step) => (
          <li key={`step-${step.at}`}>{step.text}</li>
        ))}
        {journal.answers.map((line) => (
          <li key={`answer-${line.orgId}`}>{line.text}</li>
        ))}
        {journal.opened && <li>{journal.opened}</li>}
      </ul>
    </section>
  );
}
