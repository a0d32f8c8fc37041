import {
  getDocsFromServer,
  type DocumentData,
  type Firestore,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
} from 'firebase/firestore';
import type { Checkpoint, Viewer } from '@/data/ports';
import { zoneAskedSince } from '@/domain/award/ride-sight';
import { listsZone, ZONE_OPEN_FIELDS, type RideZone } from '@/domain/award/zone-cells';
import type { EpochMillis } from '@/domain/shared/timestamp';
import { isAfterCheckpoint, type ServerTimestamp } from '@/domain/sync/server-timestamp';
import type { Coordinates } from '@/domain/transport/geo';
import { syncTsOf } from './transport-codec';
import { zoneChangedQuery, zoneOpenedQuery, zoneSteps, type ZoneStep } from './zone-step-queries';

/**
 * Issue 23: how far behind its clock a device asks for the zone steps open « now » — the rules refuse a list that
 * asks ahead of the server's time. Refused, the steps are asked again once far behind (a device clock running
 * ahead: its later steps list late rather than never); refused again, they are left out and the pull goes on.
 */
export const ZONE_ASK_MARGINS_MS = [5_000, 10 * 60_000] as const;

/** One stored request, as a pull reads it. */
export interface StoredRide {
  id: string;
  raw: DocumentData;
  syncTs: ServerTimestamp;
}

/** What a pull reads of a company's later zone steps. */
export interface ZoneReads {
  /** (a) per step, its requests changed after the checkpoint (merged with the other parts), and its bound. */
  changed: { snapshot: Pick<QuerySnapshot, 'docs' | 'size'>; until?: ServerTimestamp }[];
  /** (b) requests stamped before the checkpoint that a step opened to the company since the last pull. */
  opened: StoredRide[];
  /** The time the steps were asked up to, for the page's checkpoint (null: no zone, or none read). */
  asOf: EpochMillis | null;
  /** Some step's (b) query was full: more opened since, the next page asks from `asOf`. */
  more: boolean;
}

const NONE: ZoneReads = { changed: [], opened: [], asOf: null, more: false };

const keyOf = (stored: QueryDocumentSnapshot) => {
  const ts = syncTsOf(stored.data());
  return ts === null ? null : { ts, id: stored.id };
};

/** (a) cut to after the checkpoint; when full, nothing at or after its last server time is taken (merged-pages). */
function changedPart(snapshot: QuerySnapshot, after: Checkpoint | null, limit: number) {
  const docs = snapshot.docs.filter((stored) => {
    const key = keyOf(stored);
    return key !== null && isAfterCheckpoint(key, after);
  });
  const last = snapshot.docs.at(-1);
  const until = snapshot.size === limit && last ? keyOf(last)?.ts : undefined;
  return { snapshot: { docs, size: snapshot.size }, ...(until ? { until } : {}) };
}

type Stamp = { toMillis?: () => number } | undefined;

/** A stored request's zone, its open times in millis; null when it has none (or a malformed one). */
function storedZone(raw: DocumentData): RideZone | null {
  const zone = raw.zone as ({ cells?: unknown } & Record<string, Stamp>) | undefined;
  if (!zone || !Array.isArray(zone.cells)) return null;
  const [open_1, open_2, open_3, open_4] = ZONE_OPEN_FIELDS.map((f) => zone[f]?.toMillis?.());
  if (open_1 === undefined || open_2 === undefined || open_3 === undefined) return null;
  if (open_4 === undefined) return null;
  return { cells: zone.cells as string[], open_1, open_2, open_3, open_4 };
}

/** Millis of a step's open time on a stored request (a Timestamp), or null. */
const openedAt = (stored: QueryDocumentSnapshot, step: ZoneStep): number | null => {
  const value = stored.get(step.openPath) as Stamp;
  return value?.toMillis?.() ?? null;
};

async function askZone(
  db: Firestore,
  base: Coordinates,
  steps: ZoneStep[],
  after: Checkpoint | null,
  limit: number,
  asOf: EpochMillis,
): Promise<ZoneReads> {
  const asked = after === null ? null : zoneAskedSince(after);
  // None before the first checkpoint ((a) reads everything then), nor when the clock went back.
  const since = asked !== null && asked < asOf ? asked : null;
  const [changed, opened] = await Promise.all([
    Promise.all(steps.map((s) => getDocsFromServer(zoneChangedQuery(db, s, asOf, after, limit)))),
    since === null
      ? []
      : Promise.all(
          steps.map((s) => getDocsFromServer(zoneOpenedQuery(db, s, since, asOf, limit))),
        ),
  ]);
  let reached = asOf;
  let more = false;
  const late: StoredRide[] = [];
  opened.forEach((snapshot, index) => {
    for (const stored of snapshot.docs) {
      const key = keyOf(stored);
      const raw = stored.data();
      // After the checkpoint: (a) hands it out, in order. Listed already when last asked (an earlier step, or
      // step 0): handed out then.
      if (key === null || isAfterCheckpoint(key, after)) continue;
      if (!listsZone(storedZone(raw), base, since!)) late.push({ id: key.id, syncTs: key.ts, raw });
    }
    const last = snapshot.docs.at(-1);
    const lastOpen = last ? openedAt(last, steps[index]!) : null;
    if (snapshot.size === limit && lastOpen !== null && since !== null) {
      // Full: read up to just before its last open time (a millisecond holding more than a page: skipped).
      reached = Math.min(reached, Math.max(lastOpen - 1, since + 1));
      more = true;
    }
  });
  const parts = changed.map((snapshot) => changedPart(snapshot, after, limit));
  return { changed: parts, opened: late, asOf: reached, more };
}

/**
 * Issue 23: a company's later zone steps, checkpointed like the rest of the pull — per step, (a) its requests
 * changed after the checkpoint, paged, and (b) those the step opened since the time the last pull asked up to
 * (its checkpoint's zoneAsOf), never a whole set. Each margin in turn (ZONE_ASK_MARGINS_MS).
 */
export async function readZoneSteps(
  db: Firestore,
  viewer: Viewer,
  base: Coordinates | null,
  after: Checkpoint | null,
  limit: number,
  serverNow: EpochMillis,
): Promise<ZoneReads> {
  const steps = zoneSteps(viewer, base);
  if (steps.length === 0 || base === null) return NONE;
  let refusal: unknown = null;
  for (const margin of ZONE_ASK_MARGINS_MS) {
    try {
      return await askZone(db, base, steps, after, limit, serverNow - margin);
    } catch (error) {
      refusal = error;
    }
  }
  console.warn('[firestore] zone de la demande non lue', refusal);
  return { ...NONE, asOf: after?.zoneAsOf ?? null };
}
