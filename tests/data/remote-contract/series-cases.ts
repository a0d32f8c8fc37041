import { expect, it } from 'vitest';
import type { Viewer } from '@/data/ports';
import type { RideLinks } from '@/domain/transport/ride-links';
import { createOp, pullAll, requestBy, statusOp } from './contract-fixtures';
import type { HarnessRef } from './remote-contract';

const copyOf = async (h: HarnessRef, viewer: Viewer, id: string) =>
  (await pullAll(h().remote, viewer, 20)).pages
    .flatMap((page) => page.documents)
    .find((doc) => doc.id === id && !doc.removed)?.data;

/** Issue 22: a series with its returns — each ride created like a lone one, its links kept both ways. */
export function defineSeriesCases(h: HarnessRef) {
  it('[RC-SER1] les deux trajets d’une séance sont créés chacun comme une demande, liés l’un à l’autre, et acceptés chacun', async () => {
    const { remote, viewers } = h();
    const series = { series_id: `serie-${crypto.randomUUID()}`, series_index: 2, series_count: 12 };
    const aller = requestBy(h(), { type_transport: 'ambulance' });
    const retour = requestBy(h(), { type_transport: 'ambulance' });
    const links = (leg: 'aller' | 'retour', partner: string): RideLinks => ({
      ...series,
      trip_leg: leg,
      partner_id: partner,
      retour_sur_appel: true,
    });
    for (const ride of [
      { ...aller, ...links('aller', retour.id) },
      { ...retour, ...links('retour', aller.id) },
    ]) {
      const pushed = await remote.push(createOp(ride), viewers.clinique);
      expect(pushed.status).toBe('applied');
      expect(pushed.document?.data).toMatchObject({
        id: ride.id,
        ...links(ride.trip_leg!, ride.partner_id!),
      });
    }
    // Every party reads the links (public fields), the candidate company too.
    expect(await copyOf(h, viewers.ambulance, retour.id)).toMatchObject(links('retour', aller.id));
    for (const ride of [aller, retour]) {
      const accepted = await remote.push(
        statusOp(ride.id, 'accepted', viewers.ambulance),
        viewers.ambulance,
      );
      expect(accepted.status).toBe('applied');
    }
    const stored = await copyOf(h, viewers.clinique, aller.id);
    expect(stored).toMatchObject({ etat: 'accepted', ...links('aller', retour.id) });
    // A VTC company never sees an ambulance series.
    expect(await copyOf(h, viewers.vtc, aller.id)).toBeUndefined();
  });
}
