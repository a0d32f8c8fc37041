import { describe, expect, it } from 'vitest';
import {
  checkMessageText,
  MESSAGE_MAX_LENGTH,
  MESSAGE_TEXT_ERRORS,
  messageIdFor,
} from '@/domain/messages/message';
import {
  buildMessage,
  decideMessageSend,
  MESSAGE_REFUSALS,
} from '@/domain/messages/message-decision';
import { TRANSPORT_STATUSES, isTerminal, isWaiting } from '@/domain/transport/transport-status';
import { ACTORS, transportIn } from '../transport/fixtures';

const SERVER_TIME = 1_800_000_000_000;
const clinic = { ...ACTORS.clinic, name: 'Clinique du Parc' };
const company = { ...ACTORS.ambulance, name: 'Ambulances Martin' };

function sent(opId = 'op-1', text = 'Le patient attend au hall B.') {
  const built = buildMessage(transportIn('assigned'), clinic, { opId, text, deviceTime: 5 });
  if (!built.ok) throw new Error(built.refusal.reason);
  return built.message;
}

describe('[MSG3] text is trimmed and holds 1 to 2000 characters, else a French error', () => {
  it.each([
    ['  Bonjour  ', { ok: true, text: 'Bonjour' }],
    ['   ', { ok: false, error: MESSAGE_TEXT_ERRORS.empty }],
    ['', { ok: false, error: MESSAGE_TEXT_ERRORS.empty }],
    ['a'.repeat(MESSAGE_MAX_LENGTH), { ok: true, text: 'a'.repeat(MESSAGE_MAX_LENGTH) }],
    ['a'.repeat(MESSAGE_MAX_LENGTH + 1), { ok: false, error: MESSAGE_TEXT_ERRORS.tooLong }],
  ])('[MSG3] %j', (raw, expected) => {
    expect(checkMessageText(raw)).toEqual(expected);
  });
});

describe('[MSG4] a message names its ride, both parties, its author and side; its id comes from the opId', () => {
  it('[MSG4] the clinic writes as « clinique », the company as « transporteur »', () => {
    const ride = transportIn('assigned');
    const fromClinic = buildMessage(ride, clinic, { opId: 'a', text: 'x', deviceTime: 1 });
    const fromCompany = buildMessage(ride, company, { opId: 'b', text: 'y', deviceTime: 2 });
    expect(fromClinic.ok && fromClinic.message).toMatchObject({
      id: messageIdFor('a'),
      transport_id: ride.id,
      party_org_ids: [ACTORS.clinic.orgId, ACTORS.ambulance.orgId],
      author_uid: clinic.uid,
      author_name: 'Clinique du Parc',
      author_side: 'clinique',
      created_at: null,
    });
    expect(fromCompany.ok && fromCompany.message.author_side).toBe('transporteur');
  });
});

describe('[MSG5] only a party of a running ride with a company may send', () => {
  it.each(TRANSPORT_STATUSES.map((status) => [status] as const))(
    '[MSG5] clinic on %s',
    (status) => {
      const result = buildMessage(transportIn(status), clinic, {
        opId: 'o',
        text: 'x',
        deviceTime: 1,
      });
      const open = !isWaiting(status) && !isTerminal(status);
      expect(result.ok).toBe(open);
      if (!result.ok) {
        expect(result.refusal.reason).toBe(
          isTerminal(status) ? MESSAGE_REFUSALS.ended : MESSAGE_REFUSALS.noProvider,
        );
      }
    },
  );
  it.each([
    ['entreprise non retenue', ACTORS.otherAmbulance],
    ['autre clinique', ACTORS.otherClinic],
    ['patient', ACTORS.patient],
    ['administrateur', ACTORS.admin],
  ] as const)('[MSG5] %s is refused', (_name, who) => {
    const result = buildMessage(transportIn('assigned'), who, {
      opId: 'o',
      text: 'x',
      deviceTime: 1,
    });
    expect(result.ok ? null : result.refusal.code).toBe('forbidden');
  });
});

describe('[MSG6] the server decision: applied once, a replay is a duplicate, strangers and forgeries forbidden', () => {
  it('[MSG6] a party’s message on an open ride is applied with the server time', () => {
    const decision = decideMessageSend(transportIn('assigned'), null, sent(), clinic, SERVER_TIME);
    expect(decision).toMatchObject({ outcome: 'applied', message: { created_at: SERVER_TIME } });
  });
  it('[MSG6] a replay of the same opId answers the stored message, unchanged', () => {
    const stored = { ...sent(), created_at: SERVER_TIME };
    expect(
      decideMessageSend(transportIn('completed'), stored, sent(), clinic, SERVER_TIME + 9),
    ).toEqual({
      outcome: 'duplicate',
      message: stored,
    });
  });
  it('[MSG6] the ride ended meanwhile: refused with the read-only reason', () => {
    const decision = decideMessageSend(transportIn('completed'), null, sent(), clinic, SERVER_TIME);
    expect(decision).toEqual({
      outcome: 'refused',
      refusal: { code: 'terminal', reason: MESSAGE_REFUSALS.ended },
    });
  });
  it.each([
    ['another company', { ...sent() }, ACTORS.otherAmbulance],
    ['a forged author', { ...sent(), author_uid: 'u-autre' }, clinic],
    [
      'forged parties',
      {
        ...sent(),
        provider_org_id: 'ambu_0002',
        party_org_ids: ['clin_0001', 'ambu_0002'] as [string, string],
      },
      clinic,
    ],
    ['a forged side', { ...sent(), author_side: 'transporteur' as const }, clinic],
    ['an id not derived from the opId', { ...sent(), id: 'msg_autre' }, clinic],
  ])('[MSG6] %s is forbidden', (_name, message, who) => {
    expect(
      decideMessageSend(transportIn('assigned'), null, message, who, SERVER_TIME).outcome,
    ).toBe('forbidden');
  });
  it('[MSG6] a missing ride is forbidden; someone else replaying an id learns nothing', () => {
    expect(decideMessageSend(null, null, sent(), clinic, SERVER_TIME).outcome).toBe('forbidden');
    const stored = { ...sent(), created_at: SERVER_TIME };
    expect(
      decideMessageSend(transportIn('assigned'), stored, sent(), company, SERVER_TIME).outcome,
    ).toBe('forbidden');
  });
});
