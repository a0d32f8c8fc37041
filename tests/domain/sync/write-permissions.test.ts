import { describe, expect, it } from 'vitest';
import type { TransportOperation } from '@/domain/sync/operation';
import type { Actor } from '@/domain/transport/status-update';
import {
  actsAsViewer,
  mayCreate,
  mayTouch,
  staysMember,
  WRITE_PERMISSION_MESSAGES,
} from '@/domain/sync/write-permissions';
import { ACTORS, makeTransport, makeUpdate, transportIn } from '@tests/domain/transport/fixtures';

const status = (
  to: 'accepted' | 'en_route_pickup',
  actor: Actor = ACTORS.ambulance,
): TransportOperation => ({
  kind: 'transport.status',
  opId: `op-${to}`,
  transportId: 'doc-1',
  update: makeUpdate(to, actor),
});

describe('[WP1] a user writes only in their own name', () => {
  it('accepts an operation made as the viewer, and a creation (which names no actor)', () => {
    expect(actsAsViewer(status('accepted'), ACTORS.ambulance)).toBeNull();
    const create: TransportOperation = {
      kind: 'transport.create',
      opId: 'o',
      transportId: 'doc-1',
      transport: makeTransport(),
    };
    expect(actsAsViewer(create, ACTORS.clinic)).toBeNull();
  });

  it.each([
    ['another user', { ...ACTORS.ambulance, uid: 'quelqu-un' }],
    ['another organisation', ACTORS.otherAmbulance],
  ])('refuses an operation made as %s', (_, viewer) => {
    expect(actsAsViewer(status('accepted'), viewer)).toBe(WRITE_PERMISSION_MESSAGES.actorMismatch);
  });

  it('ignores the display name: it labels the history, it proves nothing', () => {
    const named = status('accepted', { ...ACTORS.ambulance, name: 'Julien Moreau' });
    expect(actsAsViewer(named, { ...ACTORS.ambulance, name: 'Autre nom' })).toBeNull();
    expect(
      actsAsViewer(status('accepted'), { ...ACTORS.ambulance, name: 'Julien Moreau' }),
    ).toBeNull();
  });

  it('checks the actor of an edit too', () => {
    const edit: TransportOperation = {
      kind: 'transport.edit',
      opId: 'o',
      transportId: 'doc-1',
      changes: {},
      actor: ACTORS.clinic,
      deviceTime: 1,
    };
    expect(actsAsViewer(edit, ACTORS.otherClinic)).toBe(WRITE_PERMISSION_MESSAGES.actorMismatch);
  });
});

describe('[WP2] operations need the transport visible, except a race to accept', () => {
  it('lets the provider organisation act on its ride', () => {
    expect(
      mayTouch(status('en_route_pickup'), transportIn('accepted'), ACTORS.ambulance),
    ).toBeNull();
  });

  it('lets a provider that lost the race get the « déjà accepté » refusal, not a permission error', () => {
    const taken = transportIn('accepted', { type_transport: 'ambulance' });
    expect(
      mayTouch(status('accepted', ACTORS.otherAmbulance), taken, ACTORS.otherAmbulance),
    ).toBeNull();
  });

  it('refuses another company’s ride', () => {
    const taken = transportIn('accepted', { type_transport: 'ambulance' });
    expect(
      mayTouch(status('en_route_pickup', ACTORS.otherAmbulance), taken, ACTORS.otherAmbulance),
    ).toBe(WRITE_PERMISSION_MESSAGES.transportHidden);
  });
});

describe('[WP3] nobody creates what they could not see afterwards', () => {
  it('accepts a clinic’s own request and refuses one for another organisation', () => {
    expect(mayCreate(makeTransport(), ACTORS.clinic)).toBeNull();
    expect(mayCreate(makeTransport(), ACTORS.otherClinic)).not.toBeNull();
  });

  it('refuses a request created in a colleague’s name; an admin may create for anyone', () => {
    expect(mayCreate(makeTransport(), { ...ACTORS.clinic, uid: 'u-colleague' })).toBe(
      WRITE_PERMISSION_MESSAGES.actorMismatch,
    );
    expect(mayCreate(makeTransport(), ACTORS.admin)).toBeNull();
  });
});

describe('[WP4] a member the responsable removed writes nothing more for the organisation', () => {
  it('refuses the removed member, in French, and lets the others through', () => {
    expect(staysMember({ removed: true })).toBe(WRITE_PERMISSION_MESSAGES.membershipEnded);
    expect(staysMember({ removed: false })).toBeNull();
    expect(staysMember({})).toBeNull();
  });

  it('refuses even a creation that names their own organisation', () => {
    expect(mayCreate(makeTransport(), { ...ACTORS.clinic, removed: true })).not.toBeNull();
  });
});
