import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import {
  AppDb,
  databaseNameFor,
  PLACES_TABLE_V4,
  SCHEMA_V1,
  TRANSPORT_TABLE_V5,
} from '@/data/local/db/app-db';
import { MESSAGE_TABLES_V2, MESSAGE_TABLES_V3 } from '@/data/local/db/message-rows';
import { transportRow } from '@/data/local/db/transport-row';
import { transportQueries } from '@/data/local/transport-queries';
import { makeTransport } from '@tests/domain/transport/fixtures';
import { LocalStore } from '@/data/local/local-store';
import { inStatus, manualClock, remoteDoc, statusOp } from '../support/fixtures';
import { seedServer } from '../support/store-harness';

describe('AppDb', () => {
  it('is one database per signed-in user', () => {
    expect(databaseNameFor('u-42')).toBe('transport-sanitaire-u-42');
    expect(new AppDb('u-42').name).toBe('transport-sanitaire-u-42');
  });

  it('asks for strict durability: a tap must survive a power loss', () => {
    const db = new AppDb('u-durable');
    expect(
      (db as unknown as { _options: { chromeTransactionDurability: string } })._options
        .chromeTransactionDurability,
    ).toBe('strict');
  });

  it('declares the indexes every dashboard list scans', async () => {
    const db = new AppDb(`schema-${crypto.randomUUID()}`);
    await db.open();
    const indexes = db.transports.schema.indexes.map((index) => index.name);
    expect(indexes).toEqual(
      expect.arrayContaining([
        '[phase+urgent+type_transport+created_at]',
        '[phase+urgent+type_transport+date_transport]',
        '[phase+urgent+type_transport+created_at+date_transport+pickup]',
        '[provider_org_id+phase+date_transport]',
        '[requester_org_id+phase+created_at]',
        'done_orgs',
        'shared_orgs',
        'patient_id',
      ]),
    );
    expect(db.transports.schema.indexes.find((index) => index.name === 'done_orgs')?.multi).toBe(
      true,
    );
    expect(db.outbox.schema.primKey.auto).toBe(true);
    expect(db.outbox.schema.indexes.find((index) => index.name === 'opId')?.unique).toBe(true);
    await db.delete();
  });
});

describe('P1 (local half): reload durability', () => {
  it('taps enqueued before the app closed are all there, in order, after it reopens', async () => {
    const uid = `reload-${crypto.randomUUID()}`;
    const clock = manualClock();
    const first = new AppDb(uid);
    const store = new LocalStore(first, clock);
    await seedServer(
      store,
      remoteDoc(inStatus('t1', 'assigned'), 100),
      remoteDoc(inStatus('t2', 'assigned'), 100),
    );
    const ops = [
      statusOp('t1', 'en_route_pickup'),
      statusOp('t2', 'en_route_pickup'),
      statusOp('t1', 'arrived_pickup'),
      statusOp('t1', 'patient_loaded'),
    ];
    for (const op of ops) await store.enqueue(op);
    first.close();

    // An hour later, a new page load: a new connection to the same database.
    const reopened = new AppDb(uid);
    const entries = await reopened.outbox.toArray();
    expect(entries.map((entry) => entry.opId)).toEqual(ops.map((op) => op.opId));
    expect(entries.every((entry) => entry.state === 'pending')).toBe(true);
    expect((await reopened.transports.get('t1'))?.view.etat).toBe('patient_loaded');
    expect((await reopened.transports.get('t2'))?.view.etat).toBe('en_route_pickup');
    const again = new LocalStore(reopened, clock);
    expect((await again.drainable(clock.now(), 10)).map((entry) => entry.opId)).toEqual([
      ops[0]!.opId,
      ops[1]!.opId,
    ]);
    await reopened.delete();
  });
});

describe('[DB5] version 5 on a device that holds version 3', () => {
  it('keeps every ride and pages « En attente » through the new date index', async () => {
    const uid = `upgrade-${crypto.randomUUID()}`;
    const old = new Dexie(databaseNameFor(uid));
    old.version(1).stores(SCHEMA_V1);
    old.version(2).stores(MESSAGE_TABLES_V2);
    old.version(3).stores(MESSAGE_TABLES_V3);
    const ride = makeTransport({ id: 'req-kept' });
    await old.table('transports').put(
      transportRow({
        id: ride.id,
        server: ride,
        serverSyncTs: null,
        view: ride,
        pendingOpIds: [],
      }),
    );
    old.close();

    const db = new AppDb(uid);
    const page = await transportQueries(db).listTab(
      { role: 'ambulance', orgId: 'ambu_1' },
      'en-attente',
      ride.created_at + 1,
      10,
    );
    // Later versions (7: pending scans) add tables only.
    expect(db.verno).toBeGreaterThanOrEqual(5);
    expect(page.map((t) => t.id)).toEqual(['req-kept']);
    await db.delete();
  });
});

describe('[DB8] version 8 on a device that holds version 5 (rows without a pickup key)', () => {
  it('gives every ride its pickup and lists « En attente » around the base from the new index', async () => {
    const uid = `upgrade-${crypto.randomUUID()}`;
    const old = new Dexie(databaseNameFor(uid));
    old.version(1).stores(SCHEMA_V1);
    old.version(2).stores(MESSAGE_TABLES_V2);
    old.version(3).stores(MESSAGE_TABLES_V3);
    old.version(4).stores(PLACES_TABLE_V4);
    old.version(5).stores(TRANSPORT_TABLE_V5);
    const near = makeTransport({ id: 'req-near' });
    const base = { lat: 45.7578, lng: 4.832 };
    const located = {
      ...near,
      adresse_depart: { ...near.adresse_depart, coordonnees: base },
    };
    const unlocated = makeTransport({ id: 'req-unlocated' });
    for (const ride of [
      located,
      { ...unlocated, adresse_depart: { ...unlocated.adresse_depart, coordonnees: null } },
    ]) {
      const { pickup: _absentInV5, ...row } = transportRow({
        id: ride.id,
        server: ride,
        serverSyncTs: null,
        view: ride,
        pendingOpIds: [],
      });
      await old.table('transports').put(row);
    }
    old.close();

    const db = new AppDb(uid);
    const page = await transportQueries(db).nearbyTab(
      { role: 'ambulance', orgId: 'ambu_1' },
      'en-attente',
      near.created_at + 1,
      { base, radiusKm: 50 },
      { inZone: 10, outOfZone: 10, unlocated: 10 },
    );
    expect(db.verno).toBe(9);
    expect((await db.transports.get('req-near'))?.pickup).toEqual([base.lat, base.lng]);
    expect((await db.transports.get('req-unlocated'))?.pickup).toBe(0);
    expect(page.inZone.map((item) => [item.ride.id, item.km])).toEqual([['req-near', 0]]);
    expect(page.unlocated.map((item) => item.ride.id)).toEqual(['req-unlocated']);
    expect(page.counts).toEqual({ inZone: 1, outOfZone: 0, unlocated: 1 });
    await db.delete();
  });
});

describe('[DB7] version 7: the prescription scans waiting on the device', () => {
  it('keeps a scan across a reload until it is sent; a new photo of the same ride replaces it; leaving the organisation forgets it', async () => {
    const uid = `scans-${crypto.randomUUID()}`;
    const clock = manualClock();
    const scan = { transportId: 't1', mime: 'image/webp' as const, bytes: new Uint8Array([9, 8]) };
    const first = new LocalStore(new AppDb(uid), clock);
    await first.keepScan(scan);
    await first.keepScan({ ...scan, bytes: new Uint8Array([7]) });
    await first.keepScan({ ...scan, transportId: 't2' });
    const db = new AppDb(uid);
    const again = new LocalStore(db, clock);
    expect(db.verno).toBeGreaterThanOrEqual(7);
    const kept = await again.pendingScans();
    expect(kept.map((s) => [s.transportId, [...s.bytes]])).toEqual([
      ['t1', [7]],
      ['t2', [9, 8]],
    ]);
    await again.scanSent('t1');
    expect((await again.pendingScans()).map((s) => s.transportId)).toEqual(['t2']);
    expect(await again.pendingScan('t2')).toMatchObject({ mime: 'image/webp' });
    await again.forgetOrganisation();
    expect(await again.pendingScans()).toEqual([]);
    await db.delete();
  });
  it('refuses to keep a scan over the cap, in French', async () => {
    const store = new LocalStore(new AppDb(`scans-${crypto.randomUUID()}`), manualClock());
    const big = { transportId: 't1', mime: 'image/jpeg' as const, bytes: new Uint8Array(400_000) };
    await expect(store.keepScan(big)).rejects.toThrow('300 Ko');
  });
});

describe('[DB9] version 9 (issue 23): the signatures taken on the driver’s phone', () => {
  it('keeps a signature across a reload until it is sent, then remembers it as sent; leaving the organisation forgets it', async () => {
    const uid = `signatures-${crypto.randomUUID()}`;
    const clock = manualClock();
    const signature = {
      transportId: 't1',
      signer: 'patient' as const,
      signerName: null,
      method: 'drawn' as const,
      mime: 'image/png' as const,
      bytes: new Uint8Array([137, 80]),
      signedAt: 1_700_000_000_000,
    };
    const first = new LocalStore(new AppDb(uid), clock);
    await first.keepSignature(signature);
    await first.keepSignature({ ...signature, transportId: 't2' });
    const db = new AppDb(uid);
    const again = new LocalStore(db, clock);
    expect(db.verno).toBe(9);
    expect(
      (await again.pendingSignatures()).map((s) => [s.transportId, [...(s.bytes ?? [])]]),
    ).toEqual([
      ['t1', [137, 80]],
      ['t2', [137, 80]],
    ]);
    await again.signatureSent('t1');
    expect((await again.pendingSignatures()).map((s) => s.transportId)).toEqual(['t2']);
    expect(await again.keptSignature('t1')).toMatchObject({
      sent: true,
      signature: { signer: 'patient' },
    });
    await expect(
      again.keepSignature({ ...signature, transportId: 't3', bytes: null }),
    ).rejects.toThrow('Faites signer dans le cadre avant de valider.');
    await again.forgetOrganisation();
    expect(await again.pendingSignatures()).toEqual([]);
    expect(await again.keptSignature('t1')).toBeNull();
    await db.delete();
  });
});
