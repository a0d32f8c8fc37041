import { describe, expect, it } from 'vitest';
import {
  applyAwardChange,
  clinicAwardLog,
  formatDelay,
  monthlyAwardFigures,
  newAwardEntry,
  type AwardEntry,
} from '@/domain/award/award-log';
import { clinicJournal } from '@/domain/award/award-journal';
import type { HistoryEntry } from '@/domain/transport/history-entry.schema';

const historyEntry = (etat: HistoryEntry['etat'], at: number): HistoryEntry =>
  ({ etat, timestamp: at, server_timestamp: at, applied: true }) as HistoryEntry;

const T0 = Date.UTC(2026, 10, 27, 8, 0);
const MIN = 60_000;
const entry = (orgId: string, patch: Partial<AwardEntry> = {}): AwardEntry => ({
  ...newAwardEntry('r1', orgId, `Société ${orgId}`, T0),
  ...patch,
});

describe('[AWD1] a company’s changes, each recorded once', () => {
  it('[AWD1] open once; refuse once with its reason; accept after opening', () => {
    const e = entry('a');
    const opened = applyAwardChange(e, { kind: 'opened' }, T0 + MIN)!;
    expect(opened.openedAt).toBe(T0 + MIN);
    expect(applyAwardChange(opened, { kind: 'opened' }, T0 + 2 * MIN)).toBeNull();
    const refused = applyAwardChange(opened, { kind: 'refused', reason: 'too_far' }, T0 + 3 * MIN)!;
    expect(refused).toMatchObject({ refusedAt: T0 + 3 * MIN, reason: 'too_far' });
    expect(
      applyAwardChange(refused, { kind: 'refused', reason: 'other' }, T0 + 4 * MIN),
    ).toBeNull();
    expect(applyAwardChange(e, { kind: 'offered' }, T0)).toBeNull();
  });
  it('[AWD1] an acceptance without an open records the open at the same time; nothing after it', () => {
    const accepted = applyAwardChange(entry('a'), { kind: 'accepted' }, T0 + 4 * MIN)!;
    expect(accepted).toMatchObject({ openedAt: T0 + 4 * MIN, acceptedAt: T0 + 4 * MIN });
    expect(
      applyAwardChange(accepted, { kind: 'refused', reason: 'other' }, T0 + 5 * MIN),
    ).toBeNull();
  });
});

describe('[AWD2] the clinic’s award log: answers by name, silent openings counted', () => {
  it.each([
    [[], [], null],
    [[entry('a', { openedAt: T0 + MIN })], [], '1 société a ouvert la demande'],
    [
      [
        entry('a', { openedAt: T0 + MIN, acceptedAt: T0 + 4 * MIN }),
        entry('b', { openedAt: T0 + MIN, refusedAt: T0 + 2 * MIN, reason: 'no_vehicle' }),
        entry('c', { openedAt: T0 + MIN }),
        entry('d', { openedAt: T0 + MIN }),
        entry('e', { openedAt: T0 + MIN }),
        entry('f'),
      ],
      ['Société b a refusé : Aucun véhicule disponible', 'Acceptée par Société a en 4 min'],
      '3 autres sociétés ont ouvert la demande',
    ],
    [
      [
        entry('a', { refusedAt: T0 + 2 * MIN, reason: null, orgName: null }),
        entry('b', { openedAt: T0 }),
      ],
      ['Une société a refusé'],
      '1 autre société a ouvert la demande',
    ],
  ] as const)('[AWD2] case %#', (entries, lines, opened) => {
    const log = clinicAwardLog(entries);
    expect(log.answered.map((line) => line.text)).toEqual(lines);
    expect(log.openedText).toBe(opened);
  });
  it.each([
    [0, 'moins d’1 min'],
    [4, '4 min'],
    [60, '1 h'],
    [65, '1 h 05'],
    [130, '2 h 10'],
  ])('[AWD2] delay %s min → « %s »', (minutes, text) => {
    expect(formatDelay(minutes)).toBe(text);
  });
});

describe('[AWD3] monthly figures per company (Europe/Paris month of the offer)', () => {
  it('[AWD3] offered / opened / accepted / median time to accept', () => {
    const nov = Date.UTC(2026, 10, 10, 9, 0);
    const figures = monthlyAwardFigures([
      { ...newAwardEntry('r1', 'a', null, nov), openedAt: nov, acceptedAt: nov + 2 * MIN },
      { ...newAwardEntry('r2', 'a', null, nov), openedAt: nov, acceptedAt: nov + 10 * MIN },
      { ...newAwardEntry('r3', 'a', null, nov), openedAt: nov, acceptedAt: nov + 4 * MIN },
      { ...newAwardEntry('r4', 'a', null, nov), openedAt: nov, refusedAt: nov, reason: 'other' },
      newAwardEntry('r5', 'a', null, nov),
      // 30/11 23:30 UTC is 1 December 00:30 in Paris.
      {
        ...newAwardEntry('r6', 'a', null, Date.UTC(2026, 10, 30, 23, 30)),
        acceptedAt: Date.UTC(2026, 11, 1, 0, 0),
      },
      {
        ...newAwardEntry('r7', 'a', null, Date.UTC(2026, 11, 2, 8, 0)),
        acceptedAt: Date.UTC(2026, 11, 2, 8, 45),
      },
      newAwardEntry('r8', 'a', null, Date.UTC(2026, 9, 3, 8, 0)),
    ]);
    expect(figures).toEqual([
      { month: '2026-12', offered: 2, opened: 0, accepted: 2, medianMinutesToAccept: 38 },
      { month: '2026-11', offered: 5, opened: 4, accepted: 3, medianMinutesToAccept: 4 },
      { month: '2026-10', offered: 1, opened: 0, accepted: 0, medianMinutesToAccept: null },
    ]);
  });
  it('[AWD3] no entry, no month', () => {
    expect(monthlyAwardFigures([])).toEqual([]);
  });
});

describe('[AWD4] the clinic’s journal: steps until acceptance, answers, openings', () => {
  it('[AWD4] a critique request (1 min) widened twice, then accepted by a company without an entry', () => {
    const created = Date.UTC(2026, 10, 27, 8, 2);
    const accepted = created + 150_000;
    const ride = {
      etat: 'accepted' as const,
      created_at: created,
      updated_at: accepted,
      priorite: 'critique' as const,
      escalation_delays: { critique: 1, urgent: 15, normale: 120 },
      provider_org_id: 'far',
      provider_org_name: 'Ambulances du Forez',
      historique_etats: [
        { ...historyEntry('pending', created) },
        { ...historyEntry('accepted', accepted) },
      ],
    };
    const entries = [
      { ...newAwardEntry('r', 'near', 'Proche', created), openedAt: created },
      {
        ...newAwardEntry('r', 'mid', 'Milieu', created + 60_000),
        refusedAt: created + 90_000,
        reason: 'too_far' as const,
      },
    ];
    const journal = clinicJournal(ride, entries, accepted + 10 * MIN);
    expect(journal.steps.map((s) => s.text)).toEqual([
      'Offerte à 20 km à 09:02 — 1 société prévenue',
      'Élargi à 40 km à 09:03 — 2 sociétés prévenues',
      'Élargi à 80 km à 09:04 — 2 sociétés prévenues',
    ]);
    expect(journal.answers.map((a) => a.text)).toEqual([
      'Milieu a refusé : Trop loin de notre base',
      'Acceptée par Ambulances du Forez en 3 min',
    ]);
    expect(journal.opened).toBe('1 autre société a ouvert la demande');
  });
});

describe('[AWD5] the acceptance recorded in the award entry', () => {
  it('[AWD5] « Acceptée par X en N min » from the entry (offer → acceptance), named once', () => {
    const created = Date.UTC(2026, 10, 27, 8, 2);
    const ride = {
      etat: 'accepted' as const,
      created_at: created,
      updated_at: created + 20 * MIN,
      priorite: 'normale' as const,
      escalation_delays: null,
      provider_org_id: 'b',
      provider_org_name: 'Société b',
      historique_etats: [
        historyEntry('pending', created),
        // The history's time may differ from the entry's by a commit: the entry speaks for the acceptance.
        historyEntry('accepted', created + 20 * MIN),
      ],
    };
    const entries = [
      entry('b', {
        offeredAt: created + 5 * MIN,
        openedAt: created + 6 * MIN,
        acceptedAt: created + 17 * MIN,
      }),
    ];
    const journal = clinicJournal(ride, entries, created + 30 * MIN);
    expect(journal.answers.map((a) => a.text)).toEqual(['Acceptée par Société b en 12 min']);
    expect(journal.opened).toBeNull();
  });
});
