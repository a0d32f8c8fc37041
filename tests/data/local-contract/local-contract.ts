import { afterEach, beforeEach, describe, it } from 'vitest';
import type { LocalStorePort, OutboxEntry } from '@/data/ports';
import type { Patient } from '@/domain/patient/patient.schema';
import type { Operation } from '@/domain/sync/operation';
import type { Transport } from '@/domain/transport/transport.schema';
import { defineNotificationCases } from './notification-cases';
import { defineOutboxCases } from './outbox-cases';
import { definePatientCases } from './patient-cases';
import { definePullCases } from './pull-cases';
import { defineSettleCases } from './settle-cases';

/**
 * What a store's test setup provides: a fresh, empty store per test, and the few hooks both the Dexie store and its
 * in-memory double can offer beside the port. The device clock reads DEVICE_NOW (local-contract-fixtures).
 */
export interface LocalContractHarness {
  store: LocalStorePort;
  /** The device's time: what enqueue stamps taps with. */
  now(): number;
  /** Records a tap the way the app does (outbox entry + optimistic view, in one step). */
  enqueue(op: Operation): Promise<OutboxEntry>;
  /** What the device shows for a ride: null when it holds no copy. */
  view(transportId: string): Promise<Transport | null>;
  /** Every outbox entry, in insertion (seq) order. */
  outbox(): Promise<OutboxEntry[]>;
  /** Whether a notification is shown read; null when the device holds none under that id. */
  notificationRead(id: string): Promise<boolean | null>;
  /** The patient record stored under an id, or null. */
  patient(id: string): Promise<Patient | null>;
}

export type LocalHarnessRef = () => LocalContractHarness;

/** Declares one case of the suite (vitest's `it`, or `it.fails` for a known gap of the store under test). */
export type ContractCase = (title: string, body: () => Promise<void>) => void;

/**
 * The behaviour every LocalStorePort owes the sync engine (ARCHITECTURE §5, property tests P1–P7), through the port
 * only. The same suite runs against the Dexie store and against the in-memory double the properties run on
 * (ARCHITECTURE §7: a fake used by property tests passes the contract of the adapter it stands for).
 */
export function describeLocalStoreContract(
  name: string,
  makeHarness: () => LocalContractHarness | Promise<LocalContractHarness>,
) {
  describe(`contrat LocalStorePort — ${name}`, () => {
    let harness: LocalContractHarness | null = null;
    const h: LocalHarnessRef = () => {
      if (!harness) throw new Error('Harnais non initialisé');
      return harness;
    };
    beforeEach(async () => {
      harness = await makeHarness();
    });
    afterEach(() => {
      harness = null;
    });
    const test: ContractCase = (title, body) => it(title, body);
    defineOutboxCases(h, test);
    defineSettleCases(h, test);
    definePullCases(h, test);
    defineNotificationCases(h, test);
    definePatientCases(h, test);
  });
}
