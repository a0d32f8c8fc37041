import { expect, it } from 'vitest';
import type { Viewer } from '@/data/ports';
import type { Transport } from '@/domain/transport/transport.schema';
import { requestIn, statusOp } from './contract-fixtures';
import { sendOp } from './message-cases';
import type { HarnessRef } from './remote-contract';
import { contractCrew, seedContractCrew } from './staff-fixtures';

/**
 * [RC-MB] Organisation access (issue 13), the same on every backend: the server says who belongs with which role;
 * a chauffeur, scoped by it, pulls only the rides assigned to them — no request to accept, no colleague's ride —
 * while the régulateur keeps the company view. Writes follow the server's word, not the device's: a chauffeur
 * moves only their own ride, a removed member writes nothing more.
 */
export function defineMembershipCases(h: HarnessRef) {
  const crew = () => contractCrew(h());
  const seededCrew = () => seedContractCrew(h());
  const assigned = (driver: Viewer, firstName: string): Partial<Transport> => ({
    assigned_driver: { uid: driver.uid, firstName },
    assigned_vehicle: { id: 'veh-1', label: 'Ambulance 2', registration: 'AB-123-CD' },
  });
  const scoped = async (viewer: Viewer): Promise<Viewer> => {
    const membership = await h().remote.membership?.(viewer);
    return membership?.status === 'member' ? { ...viewer, memberRole: membership.role } : viewer;
  };
  const visibleIds = async (viewer: Viewer) => {
    const page = await h().remote.pullTransports(viewer, null, 50);
    return page.documents
      .filter((doc) => !doc.removed)
      .map((doc) => doc.id)
      .sort();
  };

  it('[RC-MB] le chauffeur ne reçoit que ses courses affectées ; le régulateur garde la vue de l’entreprise', async () => {
    const { dispatcher, karim, lea } = await seededCrew();
    const mine = requestIn(h(), 'assigned', assigned(karim, 'Karim'));
    const colleague = requestIn(h(), 'assigned', assigned(lea, 'Léa'));
    const unassigned = requestIn(h(), 'accepted');
    const open = requestIn(h(), 'pending', { type_transport: 'ambulance' });
    await h().seed([mine, colleague, unassigned, open]);

    expect(await h().remote.membership?.(karim)).toEqual({ status: 'member', role: 'chauffeur' });
    expect(await visibleIds(await scoped(karim))).toEqual([mine.id]);
    expect(await visibleIds(await scoped(dispatcher))).toEqual(
      [mine.id, colleague.id, unassigned.id, open.id].sort(),
    );
  });

  /** What became of a write: 'applied', another outcome, or 'denied' when the server threw. */
  const outcomeOf = async (push: Promise<{ status: string }>) => {
    try {
      return (await push).status;
    } catch {
      return 'denied';
    }
  };

  it('[RC-MB2] le chauffeur fait avancer sa course, jamais celle d’un collègue (l’appareil ne décide pas de son rôle)', async () => {
    const { karim, lea } = await seededCrew();
    const mine = requestIn(h(), 'assigned', assigned(karim, 'Karim'));
    const colleague = requestIn(h(), 'assigned', assigned(lea, 'Léa'));
    await h().seed([mine, colleague]);

    // The device claims no member role: the organisation-wide view it would have had before issue 13.
    const claimed: Viewer = { ...karim, memberRole: null };
    expect(
      await outcomeOf(h().remote.push(statusOp(colleague.id, 'en_route_pickup', karim), claimed)),
    ).not.toBe('applied');
    expect((await h().read(colleague.id))?.etat).toBe('assigned');
    expect(
      await outcomeOf(h().remote.push(statusOp(mine.id, 'en_route_pickup', karim), claimed)),
    ).toBe('applied');
    expect((await h().read(mine.id))?.etat).toBe('en_route_pickup');
  });

  it('[RC-MB3] un membre retiré par le responsable n’écrit plus rien pour l’organisation', async () => {
    const { dispatcher } = crew();
    const gone: Viewer = { ...dispatcher, uid: `${dispatcher.uid}-parti` };
    await h().seedStaff(
      dispatcher.orgId,
      [
        { viewer: dispatcher, role: 'regulateur' },
        { viewer: gone, role: 'regulateur', removed: true },
      ],
      [],
    );
    const ride = requestIn(h(), 'accepted');
    await h().seed([ride]);

    expect(await h().remote.membership?.(gone)).toEqual({ status: 'removed' });
    expect(await outcomeOf(h().remote.push(statusOp(ride.id, 'confirmed', gone), gone))).toBe(
      'denied',
    );
    expect((await h().read(ride.id))?.etat).toBe('accepted');
    // Nor a message on the company's ride (built as their device would, from the ride it still holds).
    const message = sendOp(ride, gone, 'Je passe prendre le patient.');
    expect(await outcomeOf(h().remote.push(message, gone))).toBe('denied');
    expect(
      await outcomeOf(h().remote.push(statusOp(ride.id, 'confirmed', dispatcher), dispatcher)),
    ).toBe('applied');
  });
}
