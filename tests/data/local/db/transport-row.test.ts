import { describe, expect, it } from 'vitest';
import { phaseOf } from '@/data/local/db/transport-phase';
import { transportRow } from '@/data/local/db/transport-row';
import { TRANSPORT_STATUSES } from '@/domain/transport/transport-status';
import type { Transport } from '@/domain/transport/transport.schema';
import { inStatus } from '../support/fixtures';

const rowOf = (view: Transport) =>
  transportRow({ id: view.id, server: view, serverSyncTs: null, view, pendingOpIds: [] });

describe('transportRow: index fields copied from the view', () => {
  it('gives every status a phase', () => {
    const phases = Object.fromEntries(
      TRANSPORT_STATUSES.map((status) => [status, phaseOf(status)]),
    );
    expect(phases).toEqual({
      pending: 'waiting',
      ouvert: 'waiting',
      broadcasting: 'waiting',
      accepted: 'before_pickup',
      confirmed: 'before_pickup',
      assigned: 'before_pickup',
      en_route_pickup: 'on_the_way',
      arrived_pickup: 'on_the_way',
      patient_loaded: 'on_the_way',
      en_route_destination: 'on_the_way',
      arrived_destination: 'on_the_way',
      completed: 'done',
      cancelled: 'done',
      rejected: 'done',
      expired: 'done',
    });
  });

  it('flags urgent and critical priorities as 0/1 (booleans are not IndexedDB keys)', () => {
    expect(rowOf(inStatus('a', 'pending', { priorite: 'critique' })).urgent).toBe(1);
    expect(rowOf(inStatus('a', 'pending', { priorite: 'urgent' })).urgent).toBe(1);
    expect(rowOf(inStatus('a', 'pending', { priorite: 'normale' })).urgent).toBe(0);
  });

  it('lists every organisation involved in a finished transport once, with its date', () => {
    const view = inStatus('a', 'completed', {
      provider_org_id: 'ambu_1',
      requester_org_id: 'clin_1',
      date_transport: 500,
      responses: {
        ambu_1: { status: 'accepted', at: null, orgId: 'ambu_1' },
        driver_7: { status: 'declined', at: null, orgId: 'ambu_2' },
      },
    });
    expect(rowOf(view).done_orgs).toEqual([
      ['ambu_1', 500],
      ['clin_1', 500],
      ['driver_7', 500],
      ['ambu_2', 500],
    ]);
    expect(rowOf(inStatus('b', 'accepted')).done_orgs).toEqual([]);
  });

  it('shares a request with the organisations that answered it, except the one holding it', () => {
    const view = inStatus('a', 'accepted', {
      provider_org_id: 'ambu_1',
      date_transport: 700,
      responses: {
        ambu_1: { status: 'accepted', at: null, orgId: null },
        ambu_2: { status: 'interested', at: null, orgId: null },
      },
    });
    expect(rowOf(view).shared_orgs).toEqual([['ambu_2', 700]]);
  });
});
