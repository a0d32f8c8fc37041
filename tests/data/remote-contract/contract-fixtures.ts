import type { RemoteError, RemoteOperation, Viewer } from '@/data/ports';
import type { Checkpoint, Page, RemotePort } from '@/data/ports';
import { buildNewTransport } from '@/domain/transport/build-new-transport';
import type { StatusUpdate } from '@/domain/transport/status-update';
import { transportInputSchema } from '@/domain/transport/transport-input.schema';
import type { Transport } from '@/domain/transport/transport.schema';
import { isWaiting, type TransportStatus } from '@/domain/transport/transport-status';
import type { ContractHarness } from './remote-contract';

/**
 * Fixtures of the Remote contract. Times are real (Date.now()): the Firestore adapter stamps real server time, and
 * a transport created « a minute ago » must still be acceptable there (requests expire after 24 h).
 */

let sequence = 0;
/** A fresh id: fast-check runs many cases against one server. */
export const uniqueId = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${(sequence += 1)}`;

export const actorOf = (viewer: Viewer) => ({
  uid: viewer.uid,
  role: viewer.role,
  orgId: viewer.orgId,
});

const INPUT = {
  type_transport: 'vsl',
  // Today (a minute ago): a driver's steps are refused before the ride's Paris day (issue 23).
  date_transport: Date.now() - 60_000,
  priorite: 'normale',
  adresse_depart: { rue: '24 rue Paul Bert', ville: 'Lyon', codePostal: '69003' },
  adresse_arrivee: { rue: '155 boulevard de Stalingrad', ville: 'Lyon', codePostal: '69006' },
  patient_info: { firstName: 'Jeanne', lastName: 'Dupuis', phone: '06 84 12 57 39' },
  informations_medicales: { pathologie: 'Insuffisance cardiaque', mobilite: 'aide' },
};

/** A request filed a minute ago by the harness's clinic; `overrides` set type, state, organisations… */
export function requestBy(
  h: Pick<ContractHarness, 'viewers'>,
  overrides: Partial<Transport> = {},
): Transport {
  const clinic = h.viewers.clinique;
  const id = overrides.id ?? uniqueId('rc');
  const transport = buildNewTransport(transportInputSchema.parse(INPUT), {
    id,
    transportId: `tr_vsl_9${String(sequence).padStart(4, '0')}`,
    creator: { uid: clinic.uid, orgId: clinic.orgId, role: 'clinique' },
    now: Date.now() - 60_000,
    opId: `creation-${id}`,
  });
  return { ...transport, ...overrides, id };
}

/** A request in a given state; past waiting, it belongs to the harness's ambulance company. */
export function requestIn(
  h: ContractHarness,
  status: TransportStatus,
  overrides: Partial<Transport> = {},
) {
  const provider = isWaiting(status) ? null : h.viewers.ambulance.orgId;
  return requestBy(h, { etat: status, status, provider_org_id: provider, ...overrides });
}

export function statusOp(
  transportId: string,
  status: TransportStatus,
  viewer: Viewer,
  extra: Partial<StatusUpdate> = {},
): Extract<RemoteOperation, { kind: 'transport.status' }> {
  const opId = extra.opId ?? crypto.randomUUID();
  const update = {
    opId,
    status,
    actor: actorOf(viewer),
    deviceTime: Date.now() - 30_000,
    ...extra,
  };
  return { kind: 'transport.status', opId, transportId, update };
}

export function createOp(
  transport: Transport,
  opId: string = crypto.randomUUID(),
): RemoteOperation {
  return { kind: 'transport.create', opId, transportId: transport.id, transport: { ...transport } };
}

export function editOp(
  transportId: string,
  viewer: Viewer,
  changes: Record<string, unknown>,
): RemoteOperation {
  return {
    kind: 'transport.edit',
    opId: crypto.randomUUID(),
    transportId,
    changes,
    actor: actorOf(viewer),
    deviceTime: Date.now() - 30_000,
  };
}

export async function rejection(promise: Promise<unknown>): Promise<RemoteError> {
  try {
    await promise;
  } catch (error) {
    return error as RemoteError;
  }
  throw new Error('La promesse devait être rejetée.');
}

export interface PullRun {
  pages: Page<Transport>[];
  /** Documents the viewer may see (tombstones excluded). */
  ids: string[];
  /** Documents announced as removed from the viewer's sight. */
  removedIds: string[];
  checkpoint: Checkpoint | null;
}

/** Pulls until the server says there is no more; a loop is a failure, not a hang. */
export async function pullAll(
  remote: RemotePort,
  viewer: Viewer,
  limit: number,
  from: Checkpoint | null = null,
  maxPages = 50,
): Promise<PullRun> {
  const pages: Page<Transport>[] = [];
  let checkpoint = from;
  for (;;) {
    if (pages.length >= maxPages)
      throw new Error(`Plus de ${maxPages} pages : la pagination boucle.`);
    const page = await remote.pullTransports(viewer, checkpoint, limit);
    pages.push(page);
    checkpoint = page.checkpoint;
    if (!page.hasMore) break;
  }
  const documents = pages.flatMap((p) => p.documents);
  return {
    pages,
    ids: documents.filter((d) => !d.removed).map((d) => d.id),
    removedIds: documents.filter((d) => d.removed).map((d) => d.id),
    checkpoint,
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Real-time polling (no fake timers near IndexedDB or a network client). */
export async function waitFor(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Condition non remplie après ${timeoutMs} ms.`);
    await sleep(10);
  }
}
