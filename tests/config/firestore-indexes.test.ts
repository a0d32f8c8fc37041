import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AWARD_RESPONSES_COLLECTION } from '@/domain/award/award-log';
import { MESSAGES_COLLECTION } from '@/domain/messages/message';
import { NOTIFICATIONS_COLLECTION } from '@/domain/notification/notification';
import { PATIENTS_COLLECTION } from '@/domain/patient/patient.schema';
import { TRANSPORT_OFFERS_COLLECTION } from '@/domain/transport/transport-offer';
import { TRANSPORT_COLLECTION } from '@/domain/transport/transport.schema';

/**
 * firestore.indexes.json is deployed with `firebase deploy --only firestore:indexes`; a query whose composite
 * index is missing fails in production with « The query requires an index » (the emulator never asks for one).
 * Every pull orders by (updated_at ASC, __name__ ASC) after `updated_at >=` (stampedOnly); every doorbell asks
 * for the newest document, (updated_at DESC, __name__ DESC). Equality and `in` filters come first.
 */
type Order = 'ASCENDING' | 'DESCENDING';
interface IndexField {
  fieldPath: string;
  order?: Order;
  arrayConfig?: string;
}
interface CompositeIndex {
  collectionGroup: string;
  queryScope: string;
  fields: IndexField[];
}

const read = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
const file = read('firestore.indexes.json') as {
  indexes: CompositeIndex[];
  fieldOverrides: unknown;
};

/** The filters of each query the Firestore adapter runs (one query per way a role sees documents). */
const QUERY_SHAPES: { collection: string; filters: string[]; who: string }[] = [
  { collection: TRANSPORT_COLLECTION, filters: ['provider_org_id'], who: 'providers: their rides' },
  {
    collection: TRANSPORT_COLLECTION,
    filters: ['provider_org_id', 'assigned_driver.uid'],
    who: 'a chauffeur: the rides assigned to them',
  },
  {
    collection: TRANSPORT_COLLECTION,
    filters: ['provider_org_id', 'assigned_driver.equipier.uid'],
    who: 'a chauffeur: the rides whose crew they join as équipier',
  },
  { collection: TRANSPORT_COLLECTION, filters: ['requester_org_id'], who: 'clinics' },
  { collection: TRANSPORT_COLLECTION, filters: ['patient_id'], who: 'patients' },
  { collection: TRANSPORT_COLLECTION, filters: ['global_patient_id'], who: 'patients' },
  {
    collection: TRANSPORT_OFFERS_COLLECTION,
    filters: ['type_transport'],
    who: 'providers: the offers of their types (issue 23: they read each ride by id)',
  },
  { collection: NOTIFICATIONS_COLLECTION, filters: ['audience'], who: 'everyone, per audience' },
  { collection: PATIENTS_COLLECTION, filters: ['orga_id'], who: 'clinics' },
  // array-contains: its index field is `arrayConfig: CONTAINS`, not an order.
  { collection: MESSAGES_COLLECTION, filters: ['party_org_ids'], who: 'both parties of a ride' },
  {
    collection: MESSAGES_COLLECTION,
    filters: ['transport_id', 'party_org_ids'],
    who: 'a chauffeur: one thread per ride assigned to them',
  },
];

const ORDERS: Order[] = ['ASCENDING', 'DESCENDING'];

/**
 * Issue 23: the range reads — an equality, then `>=` and `<` on one field (ordered by it, ascending): their index
 * is the equality's field, then the range's, both ascending (Firestore adds __name__ itself).
 */
const RANGE_SHAPES: { collection: string; equality: string[]; range: string; who: string }[] = [
  {
    collection: TRANSPORT_OFFERS_COLLECTION,
    equality: ['open', 'type_transport'],
    range: 'created_at',
    who: 'a company: the open offers whose zone may have widened to it',
  },
  {
    collection: AWARD_RESPONSES_COLLECTION,
    equality: ['org_id'],
    range: 'offered_at',
    who: 'a company: its award entries of the months shown',
  },
  {
    collection: AWARD_RESPONSES_COLLECTION,
    equality: ['requester_org_id'],
    range: 'offered_at',
    who: 'a clinic: the award entries of its requests of the months shown',
  },
];

const servesRange = (index: CompositeIndex, shape: (typeof RANGE_SHAPES)[number]) =>
  index.collectionGroup === shape.collection &&
  JSON.stringify(index.fields) ===
    JSON.stringify([
      ...shape.equality.map((fieldPath) => ({ fieldPath, order: 'ASCENDING' })),
      { fieldPath: shape.range, order: 'ASCENDING' },
    ]);

/** The index a query of `filters` ordered by (updated_at, __name__) in `order` needs. */
function serves(index: CompositeIndex, collection: string, filters: string[], order: Order) {
  const paths = index.fields.map((field) => field.fieldPath);
  const equalities = index.fields.slice(0, -2);
  return (
    index.collectionGroup === collection &&
    index.fields.length === filters.length + 2 &&
    [...paths.slice(0, -2)].sort().join() === [...filters].sort().join() &&
    equalities.every((field) => field.order === 'ASCENDING' || field.arrayConfig === 'CONTAINS') &&
    paths.slice(-2).join() === 'updated_at,__name__' &&
    index.fields.slice(-2).every((field) => field.order === order)
  );
}

describe('[IDX1] firestore.indexes.json', () => {
  it('is the indexes file firebase.json deploys, next to the rules', () => {
    const firebase = read('firebase.json') as { firestore?: Record<string, unknown> };
    expect(firebase.firestore).toEqual({
      rules: 'firestore.rules',
      indexes: 'firestore.indexes.json',
    });
  });

  it('has the shape firebase deploy expects: composite indexes of ordered fields, no overrides', () => {
    expect(Object.keys(file).sort()).toEqual(['fieldOverrides', 'indexes']);
    expect(file.fieldOverrides).toEqual([]);
    for (const index of file.indexes) {
      expect(Object.keys(index).sort()).toEqual(['collectionGroup', 'fields', 'queryScope']);
      expect(index.collectionGroup).toMatch(/^[A-Za-z]+$/);
      expect(index.queryScope).toBe('COLLECTION');
      // A single field is served by Firestore's automatic indexes; a composite one has at least two.
      expect(index.fields.length).toBeGreaterThanOrEqual(2);
      for (const field of index.fields) {
        if (field.arrayConfig !== undefined) {
          expect(Object.keys(field).sort()).toEqual(['arrayConfig', 'fieldPath']);
          expect(field.arrayConfig).toBe('CONTAINS');
          continue;
        }
        expect(Object.keys(field).sort()).toEqual(['fieldPath', 'order']);
        expect(ORDERS).toContain(field.order);
      }
    }
  });

  it('lists no index twice', () => {
    const keys = file.indexes.map((index) => JSON.stringify(index));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(QUERY_SHAPES.flatMap((shape) => ORDERS.map((order) => ({ ...shape, order }))))(
    '$collection by $filters, updated_at and __name__ $order ($who)',
    ({ collection, filters, order }) => {
      expect(
        file.indexes.filter((index) => serves(index, collection, filters, order)),
      ).toHaveLength(1);
    },
  );

  it.each(RANGE_SHAPES)('$collection by $equality, then a range on $range ($who)', (shape) => {
    expect(file.indexes.filter((index) => servesRange(index, shape))).toHaveLength(1);
  });

  it('lists only indexes some query needs', () => {
    const needed = (index: CompositeIndex) =>
      QUERY_SHAPES.some((shape) =>
        ORDERS.some((order) => serves(index, shape.collection, shape.filters, order)),
      ) || RANGE_SHAPES.some((shape) => servesRange(index, shape));
    expect(file.indexes.filter((index) => !needed(index))).toEqual([]);
  });
});
