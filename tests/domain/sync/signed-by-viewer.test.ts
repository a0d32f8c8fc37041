import { describe, expect, it } from 'vitest';
import { signedByViewer } from '@/domain/sync/signed-by-viewer';
import type { TransportOperation } from '@/domain/sync/operation';
import { ACTORS, makeTransport, makeUpdate } from '../transport/fixtures';

/** [SIGN1] Issue 21: an operation is signed with the name the server knows the caller by, not the device's. */
describe('[SIGN1] signedByViewer', () => {
  const viewer = { ...ACTORS.ambulance, name: 'Julien Moreau' };
  const forged = { ...ACTORS.ambulance, name: 'Dr Martin – Clinique Saint-Joseph' };

  it('[SIGN1] un changement d’état porte le nom du serveur', () => {
    const op: TransportOperation = {
      kind: 'transport.status',
      opId: 'op-1',
      transportId: 't-1',
      update: makeUpdate('accepted', forged),
    };
    const signed = signedByViewer(op, viewer);
    expect(signed.kind === 'transport.status' && signed.update.actor.name).toBe('Julien Moreau');
  });
  it('[SIGN1] une modification et une création aussi', () => {
    const edit: TransportOperation = {
      kind: 'transport.edit',
      opId: 'op-2',
      transportId: 't-1',
      changes: { commentaires: 'Rampe' },
      actor: forged,
      deviceTime: 1,
    };
    const signedEdit = signedByViewer(edit, viewer);
    expect(signedEdit.kind === 'transport.edit' && signedEdit.actor.name).toBe('Julien Moreau');
    const transport = makeTransport();
    const create: TransportOperation = {
      kind: 'transport.create',
      opId: 'op-3',
      transportId: transport.id,
      transport: { ...transport } as Record<string, unknown>,
    };
    const signedCreate = signedByViewer(create, { ...ACTORS.clinic, name: 'Sophie Marchand' });
    const history =
      signedCreate.kind === 'transport.create'
        ? (signedCreate.transport.historique_etats as { updated_by_name: string }[])
        : [];
    expect(history[0]?.updated_by_name).toBe('Sophie Marchand');
  });
  it('[SIGN1] sans nom connu du serveur, l’opération reste telle quelle', () => {
    const op: TransportOperation = {
      kind: 'transport.status',
      opId: 'op-4',
      transportId: 't-1',
      update: makeUpdate('accepted', forged),
    };
    expect(signedByViewer(op, ACTORS.ambulance)).toBe(op);
  });
});
