import { expect, it } from 'vitest';
import { RemoteError, type SubscriptionRequestPort } from '@/data/ports';
import { companyId } from '@/domain/ids/formatted-id';
import {
  buildSubscriptionRequest,
  type NewSubscriptionRequest,
} from '@/domain/subscription/subscription-request';
import type { Persona } from '@tests/firestore-rules/support/personas';

/**
 * [SRQ-C] What a SubscriptionRequestPort owes the subscription page, run against `services.subscriptionRequests`
 * of each assembled runtime and against the in-memory fake the feature tests use: one's own pending request filed
 * under its transfer reference with the server's time, one's own list newest first, refusals as RemoteError with
 * the rules' code, nothing without the network. Each case uses new people and new references.
 */
export interface SubscriptionRequestBackend {
  /** The port as the app gets it, signed in as `who`. */
  requestsFor(who: Persona): SubscriptionRequestPort;
  /** The applicant's users document (the rules read their role and organisation there). */
  seedProfile(who: Persona): Promise<void>;
  setOnline(online: boolean): void;
}

let people = 0;

/** A VTC company founder, new to the server. */
export function newApplicant(): Persona {
  people += 1;
  const uid = `u-abonne-${people}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    uid,
    role: 'vtc',
    orgId: companyId('vtc', 8000 + people),
    email: `${uid}@exemple.fr`,
    emailVerified: true,
    label: uid,
  };
}

/** A transfer reference nobody used (ABO- and ten capitals or digits). */
export const newReference = () =>
  `ABO-${Array.from({ length: 10 }, () => '0123456789ABCDEFGHJKMNPQRSTVWXYZ'[Math.floor(Math.random() * 32)]).join('')}`;

/** The request the subscription page builds for `who` (pro plan), times left to the server. */
export function requestOf(who: Persona, reference: string, units = 3): NewSubscriptionRequest {
  const built = buildSubscriptionRequest({
    applicant: {
      uid: who.uid,
      email: who.email ?? '',
      displayName: who.label,
      userType: who.role,
      orga_id: who.orgId,
    },
    plan: 'pro',
    units,
    transferReference: reference,
    now: 1, // the device's time, which the server replaces
  });
  if (!built.ok) throw new Error(built.error);
  return built.request;
}

/** The code a refusal crosses the port with; 'not-remote' when it is not a RemoteError, null when accepted. */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof RemoteError ? error.code : 'not-remote'),
  );

export function defineSubscriptionRequestContract(backend: () => SubscriptionRequestBackend) {
  const applicant = async () => {
    const who = newApplicant();
    await backend().seedProfile(who);
    return { who, port: backend().requestsFor(who) };
  };

  it('[SRQ-C1] filed pending under its transfer reference with the server’s time; listed newest first', async () => {
    const { who, port } = await applicant();
    const [first, second] = [newReference(), newReference()];

    const filed = await port.create(requestOf(who, first));
    await port.create(requestOf(who, second, 1));

    expect(filed).toMatchObject({
      id: first,
      transferReference: first,
      uid: who.uid,
      status: 'pending',
      units: 3,
      monthlyHT: 74,
    });
    expect(filed.createdAt).not.toBe(1);
    expect(filed.updatedAt).toBe(filed.createdAt);
    expect((await port.listMine(who.uid)).map((request) => request.id)).toEqual([second, first]);
  });

  it('[SRQ-C2] listMine answers only the user’s own requests', async () => {
    const mine = await applicant();
    const theirs = await applicant();
    const reference = newReference();
    await mine.port.create(requestOf(mine.who, reference));
    await theirs.port.create(requestOf(theirs.who, newReference()));

    expect((await mine.port.listMine(mine.who.uid)).map((request) => request.id)).toEqual([
      reference,
    ]);
  });

  it.each([
    [
      'in another user’s name',
      (who: Persona) => requestOf({ ...who, uid: 'u-quelqu-un' }, newReference()),
    ],
    [
      'beyond the maximum',
      (who: Persona) => ({
        ...requestOf(who, newReference()),
        units: 11,
        monthlyHT: 194,
        monthlyTTC: 232.8,
      }),
    ],
    ['underpriced', (who: Persona) => ({ ...requestOf(who, newReference()), monthlyHT: 1 })],
    [
      'for another organisation',
      (who: Persona) => requestOf({ ...who, orgId: companyId('vtc', 9999) }, newReference()),
    ],
    [
      'under another e-mail',
      (who: Persona) => requestOf({ ...who, email: 'autre@exemple.fr' }, newReference()),
    ],
    [
      'under another role',
      (who: Persona) => requestOf({ ...who, role: 'ambulance' }, newReference()),
    ],
  ])(
    '[SRQ-C3] a request %s is refused (permission-denied), nothing filed',
    async (_label, make) => {
      const { who, port } = await applicant();
      expect(await refusal(port.create(make(who)))).toBe('permission-denied');
      expect(await port.listMine(who.uid)).toEqual([]);
    },
  );

  it('[SRQ-C4] a transfer reference is used once: a second request under it is refused, the first kept', async () => {
    const { who, port } = await applicant();
    const reference = newReference();
    await port.create(requestOf(who, reference));

    expect(await refusal(port.create(requestOf(who, reference, 1)))).toBe('permission-denied');
    expect(await port.listMine(who.uid)).toEqual([
      expect.objectContaining({ id: reference, units: 3 }),
    ]);
  });

  it('[SRQ-C5] another user’s list is refused (permission-denied)', async () => {
    const mine = await applicant();
    const theirs = await applicant();
    await theirs.port.create(requestOf(theirs.who, newReference()));
    expect(await refusal(mine.port.listMine(theirs.who.uid))).toBe('permission-denied');
  });

  it('[SRQ-C6] offline: filing and listing are refused (unavailable), nothing filed', async () => {
    const { who, port } = await applicant();
    backend().setOnline(false);
    try {
      expect(await refusal(port.create(requestOf(who, newReference())))).toBe('unavailable');
      expect(await refusal(port.listMine(who.uid))).toBe('unavailable');
    } finally {
      backend().setOnline(true);
    }
    expect(await port.listMine(who.uid)).toEqual([]);
  });
}
