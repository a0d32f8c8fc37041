import { describe, expect, it } from 'vitest';
import {
  countProviderTabs,
  filterProviderTab,
  PROVIDER_TAB_LABELS,
  PROVIDER_TAB_ORDER,
  PROVIDER_TABS,
  type ProviderTab,
} from '@/domain/transport/dashboard-tabs';
import type { Transport } from '@/domain/transport/transport.schema';
import { ACTORS, DAY_LATER, ONE_HOUR_LATER, transportIn } from './fixtures';

const NOW = ONE_HOUR_LATER;
const FUTURE = NOW + 48 * 3_600_000;
const PAST = NOW - 3_600_000;
const answered = { ambu_0001: { status: 'interested', at: null, orgId: null } } as const;
const other = 'ambu_0002';

/** One transport per situation, named by id; ACTORS.ambulance (ambu_0001) is the viewer. */
const TRANSPORTS: Transport[] = [
  transportIn('pending', { id: 'attente-vsl', date_transport: FUTURE }),
  transportIn('broadcasting', {
    id: 'attente-urgente',
    priorite: 'critique',
    date_transport: PAST,
  }),
  transportIn('ouvert', { id: 'attente-vtc', type_transport: 'vtc', priorite: 'urgent' }),
  transportIn('pending', {
    id: 'attente-expiree',
    created_at: NOW - DAY_LATER,
    priorite: 'urgent',
  }),
  transportIn('accepted', { id: 'acceptee-future', date_transport: FUTURE }),
  transportIn('assigned', { id: 'assignee-passee', date_transport: PAST }),
  transportIn('patient_loaded', { id: 'a-bord' }),
  transportIn('en_route_pickup', { id: 'autre-org', provider_org_id: other }),
  transportIn('accepted', { id: 'partagee', provider_org_id: other, responses: answered }),
  transportIn('completed', { id: 'terminee' }),
  transportIn('cancelled', { id: 'annulee-autre', provider_org_id: other }),
  transportIn('expired', { id: 'expiree-repondue', provider_org_id: null, responses: answered }),
];

const ids = (tab: ProviderTab, now = NOW) =>
  filterProviderTab(tab, TRANSPORTS, ACTORS.ambulance, now).map((t) => t.id);

describe('[TD1] onglets du transporteur', () => {
  it('[TD1] six onglets libellés en français, en-attente d’abord', () => {
    expect(PROVIDER_TABS[0]).toBe('en-attente');
    expect(PROVIDER_TAB_LABELS['a-venir']).toBe('À venir');
    expect(PROVIDER_TAB_LABELS.termines).toBe('Terminés');
  });
  it.each([
    ['en-attente', ['attente-urgente', 'attente-vsl']],
    ['en-cours', ['a-bord', 'assignee-passee']],
    ['a-venir', ['acceptee-future']],
    ['termines', ['expiree-repondue', 'terminee']],
    ['partages', ['partagee', 'expiree-repondue']],
    ['urgents', ['attente-urgente']],
  ] as const)('[TD1] %s', (tab, expected) => {
    expect(new Set(ids(tab))).toEqual(new Set(expected));
  });
});

describe('[TD1b] un transport compte dans un seul onglet de travail (issue 25)', () => {
  it('[TD1b] accepté pour après-demain : « À venir », pas « En cours » ; l’heure passée : « En cours »', () => {
    const counts = countProviderTabs(TRANSPORTS, ACTORS.ambulance, NOW);
    const current = new Set(ids('en-cours'));
    expect(ids('a-venir').filter((id) => current.has(id))).toEqual([]);
    expect(counts['en-cours'] + counts['a-venir']).toBe(3);
    expect(ids('en-cours', FUTURE)).toContain('acceptee-future');
  });
});

describe('[TD2] chaque onglet est trié par date_transport, dans son sens', () => {
  it.each(PROVIDER_TABS.map((tab) => [tab]))('[TD2] %s', (tab) => {
    const dates = filterProviderTab(tab, TRANSPORTS, ACTORS.ambulance, NOW).map(
      (t) => t.date_transport,
    );
    const sign = PROVIDER_TAB_ORDER[tab] === 'latest-first' ? -1 : 1;
    expect(dates).toEqual([...dates].sort((a, b) => sign * (a - b)));
  });
  it('[TD2] le travail à faire commence par le plus proche, l’historique par le plus récent', () => {
    const latest = PROVIDER_TABS.filter((tab) => PROVIDER_TAB_ORDER[tab] === 'latest-first');
    expect(latest).toEqual(['termines', 'partages']);
  });
  it('[TD2] l’id départage deux dates égales, quel que soit l’ordre d’entrée', () => {
    const twins = [transportIn('pending', { id: 'b' }), transportIn('pending', { id: 'a' })];
    expect(filterProviderTab('en-attente', twins, ACTORS.ambulance, NOW).map((t) => t.id)).toEqual([
      'a',
      'b',
    ]);
  });
  it('[TD2] en ordre des unités de code, indépendant de la langue (celui d’IndexedDB)', () => {
    const twins = ['b', 'B', 'a', 'A'].map((id) => transportIn('completed', { id }));
    const listed = filterProviderTab('termines', twins, ACTORS.ambulance, NOW);
    expect(listed.map((t) => t.id)).toEqual(['b', 'a', 'B', 'A']);
  });
});

describe('[TD3] comptes par onglet', () => {
  it('[TD3] un compte par onglet, égal à la longueur du filtre', () => {
    const counts = countProviderTabs(TRANSPORTS, ACTORS.ambulance, NOW);
    for (const tab of PROVIDER_TABS) expect(counts[tab]).toBe(ids(tab).length);
  });
  it('[TD3] un VTC voit les demandes vtc et VSL, pas ambulance', () => {
    const counts = countProviderTabs(TRANSPORTS, ACTORS.vtc, NOW);
    expect(counts['en-attente']).toBe(3);
    expect(counts.urgents).toBe(2);
    expect(counts['en-cours']).toBe(0);
  });
});
