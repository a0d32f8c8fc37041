import { describe, expect, it } from 'vitest';
import { threadAccess } from '@/domain/messages/message-visibility';
import { TRANSPORT_STATUSES, isTerminal, isWaiting } from '@/domain/transport/transport-status';
import { ACTORS, transportIn } from '../transport/fixtures';

describe('[MSG1] a thread is between the requesting clinic and the accepted company; admins read', () => {
  it.each([
    ['clinique demandeuse', ACTORS.clinic, 'write'],
    ['entreprise retenue', ACTORS.ambulance, 'write'],
    ['administrateur', ACTORS.admin, 'read'],
    ['entreprise non retenue', ACTORS.otherAmbulance, 'none'],
    ['autre clinique', ACTORS.otherClinic, 'none'],
    ['VTC', ACTORS.vtc, 'none'],
    ['patient', ACTORS.patient, 'none'],
  ] as const)('[MSG1] %s → %s', (_name, who, access) => {
    expect(threadAccess(transportIn('assigned'), who)).toBe(access);
  });
});

describe('[MSG2] the thread is open while the ride runs with a company, read-only once it ended', () => {
  it.each(TRANSPORT_STATUSES.map((status) => [status] as const))('[MSG2] %s', (status) => {
    const transport = transportIn(status);
    const expected = isWaiting(status) ? 'read' : isTerminal(status) ? 'read' : 'write';
    expect(threadAccess(transport, ACTORS.clinic)).toBe(expected);
  });
  it('[MSG2] a company that did not get the ride never reads it, even a waiting request it is offered', () => {
    expect(threadAccess(transportIn('pending'), ACTORS.ambulance)).toBe('none');
  });
});
