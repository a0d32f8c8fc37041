import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RemoteError } from '@/data/ports';
import { createBanGeocoder } from '@/data/remote/geocoding/ban-geocoder';

/**
 * A local stand-in for the BAN: answers /search/ with recorded responses (tests/support/ban), by query. No test
 * reaches the internet.
 */
const RECORDED: Record<string, string> = {
  '8 bd du port': '8-bd-du-port',
  "5 place d'arsonval lyon": 'place-arsonval-lyon',
  lyon: 'lyon',
  'zzzz qqqq': 'no-result',
};
const recorded = (name: string) =>
  readFileSync(new URL(`../../../support/ban/${name}.json`, import.meta.url), 'utf8');

let server: Server;
let baseUrl: string;
const requests: URL[] = [];

function answer(request: IncomingMessage) {
  const url = new URL(request.url ?? '/', 'http://fixture');
  requests.push(url);
  const q = url.searchParams.get('q') ?? '';
  if (url.pathname !== '/search/') return { status: 404, body: '{}' };
  if (q === 'panne') return { status: 503, body: '<html>Service Unavailable</html>' };
  if (q === 'trop') return { status: 429, body: '{"message":"Too many requests"}' };
  if (q === 'mauvaise')
    return { status: 400, body: '{"code":400,"message":"q must contain at least 3 chars"}' };
  if (q === 'illisible') return { status: 200, body: '{"type":"FeatureColl' };
  if (q === 'autre format') return { status: 200, body: '{"results":[]}' };
  if (q === 'lent') return null;
  const name = RECORDED[q.toLowerCase()];
  return name
    ? { status: 200, body: recorded(name) }
    : { status: 200, body: recorded('no-result') };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const reply = answer(request);
    if (reply === null) return; // never answers: the adapter's timeout decides
    response.writeHead(reply.status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const geocoder = (timeoutMs = 2_000) => createBanGeocoder({ baseUrl, timeoutMs });

describe('[BAN1] the Base Adresse Nationale adapter, against recorded answers', () => {
  it('[BAN1] asks /search/ with q and limit, and reads the places', async () => {
    const places = await geocoder().search('  8 bd du port ', 5);
    expect(requests.at(-1)?.pathname).toBe('/search/');
    expect(requests.at(-1)?.searchParams.get('q')).toBe('8 bd du port');
    expect(requests.at(-1)?.searchParams.get('limit')).toBe('5');
    expect(places.map((place) => [place.label, place.precision, place.coordonnees])).toEqual([
      ['8 Boulevard du Port 80000 Amiens', 'adresse', { lat: 49.897443, lng: 2.290084 }],
      ['8 Boulevard du Port 44000 Nantes', 'adresse', { lat: 47.208327, lng: -1.552718 }],
    ]);
  });

  it('[BAN1] a hospital address: street line and Lyon’s 3e postcode', async () => {
    const [first] = await geocoder().search("5 place d'Arsonval Lyon", 5);
    expect(first).toMatchObject({
      rue: "5 Place d'Arsonval",
      codePostal: '69003',
      ville: 'Lyon',
      codeInsee: '69383',
      source: 'ban',
    });
  });

  it('[BAN1] the limit holds even if the service sends more', async () => {
    expect(await geocoder().search('8 bd du port', 1)).toHaveLength(1);
  });

  it('[BAN1] no result is an empty list', async () => {
    expect(await geocoder().search('zzzz qqqq', 5)).toEqual([]);
  });

  it('[BAN1] a query the BAN would refuse (under 3 characters) sends nothing', async () => {
    const before = requests.length;
    expect(await geocoder().search('ly', 5)).toEqual([]);
    expect(requests).toHaveLength(before);
  });

  it.each<[string, string, string]>([
    ['panne', 'unavailable', 'Service d’adresses injoignable : recherche hors ligne.'],
    ['trop', 'unavailable', 'Service d’adresses injoignable : recherche hors ligne.'],
    ['mauvaise', 'invalid-argument', 'Recherche d’adresse refusée par le service.'],
    ['illisible', 'internal', 'Réponse illisible du service d’adresses.'],
    ['autre format', 'internal', 'Réponse inattendue du service d’adresses.'],
  ])('[BAN2] « %s » fails as RemoteError %s, in French', async (query, code, message) => {
    const failure = await geocoder()
      .search(query, 5)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RemoteError);
    expect(failure).toMatchObject({ code, message });
  });

  it('[BAN2] a service that does not answer in time is unavailable (offline sources take over)', async () => {
    const failure = await geocoder(150)
      .search('lent', 5)
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'unavailable' });
  });

  it('[BAN2] an unreachable service is unavailable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const failure = await createBanGeocoder({ baseUrl: `http://127.0.0.1:${port}` })
      .search('lyon', 5)
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'unavailable', retryable: true });
  });
});
