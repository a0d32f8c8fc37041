import type { ServerTimestamp } from '@/domain/sync/server-timestamp';
import { isUrgentPriority } from '@/domain/transport/priority';
import type { ProviderResponses } from '@/domain/transport/responses.schema';
import type { Transport } from '@/domain/transport/transport.schema';
import type { TransportType } from '@/domain/transport/transport-type';
import { phaseOf, type TransportPhase } from './transport-phase';

/**
 * The pickup as an index key component: [lat, lng], or 0 when it has no coordinates (a number, so the unlocated
 * requests stay in the index: an absent component would leave the row out of it).
 */
export type PickupKey = [lat: number, lng: number] | 0;

export const pickupKeyOf = (view: Transport): PickupKey => {
  const at = view.adresse_depart.coordonnees;
  return at === null ? 0 : [at.lat, at.lng];
};

/** One multiEntry key per organisation: a range on one organisation comes back already sorted by date. */
export type OrgDateKey = [orgId: string, dateTransport: number];

/** What a transport row is made of; the index fields are derived from `view` by `transportRow`. */
export interface TransportState {
  id: string;
  /** Last state confirmed by the server; null while the transport only exists on this device. */
  server: Transport | null;
  serverSyncTs: ServerTimestamp | null;
  /** `server` with every unsynced local operation applied on top: what the UI shows. */
  view: Transport;
  /** Unsynced outbox operations folded into `view`, oldest first. */
  pendingOpIds: string[];
}

/**
 * The stored row. Every field below `pendingOpIds` is a copy of `view` kept only so that each dashboard list is
 * an index range scan; nothing reads them back as data. Null components keep a row out of a compound index.
 */
export interface TransportRow extends TransportState {
  phase: TransportPhase;
  /** 1 for urgent or critical priority (booleans are not valid IndexedDB keys). */
  urgent: 0 | 1;
  type_transport: TransportType;
  created_at: number;
  date_transport: number;
  /** Version 8: the open requests' pickups, read as index keys to arrange them around the base (nearby). */
  pickup: PickupKey;
  provider_org_id: string | null;
  requester_org_id: string | null;
  created_by: string | null;
  patient_id: string | null;
  global_patient_id: string | null;
  /** Issue 22: the series the ride belongs to (index « series_id »). */
  series_id: string | null;
  /** For finished transports: every organisation involved (provider, requester, responders). */
  done_orgs: OrgDateKey[];
  /** Organisations that answered the request but do not hold it (the « Partagés » tab). */
  shared_orgs: OrgDateKey[];
}

/** Organisations that answered a request: keyed by their id, or naming it in the answer. */
export function respondingOrgs(responses: ProviderResponses): Set<string> {
  const orgs = new Set<string>();
  for (const [key, response] of Object.entries(responses)) {
    orgs.add(key);
    if (response.orgId !== null) orgs.add(response.orgId);
  }
  return orgs;
}

const withDate = (orgs: Iterable<string | null>, date: number): OrgDateKey[] =>
  [...new Set(orgs)].filter((org): org is string => org !== null).map((org) => [org, date]);

export function transportRow(state: TransportState): TransportRow {
  const { view } = state;
  const phase = phaseOf(view.etat);
  const responders = respondingOrgs(view.responses);
  const involved = [view.provider_org_id, view.requester_org_id, ...responders];
  const sharedWith = [...responders].filter((org) => org !== view.provider_org_id);
  return {
    ...state,
    phase,
    urgent: isUrgentPriority(view.priorite) ? 1 : 0,
    type_transport: view.type_transport,
    created_at: view.created_at,
    date_transport: view.date_transport,
    pickup: pickupKeyOf(view),
    provider_org_id: view.provider_org_id,
    requester_org_id: view.requester_org_id,
    created_by: view.created_by,
    patient_id: view.patient_id,
    global_patient_id: view.global_patient_id,
    series_id: view.series_id,
    done_orgs: phase === 'done' ? withDate(involved, view.date_transport) : [],
    shared_orgs: withDate(sharedWith, view.date_transport),
  };
}
