import type { Equipment, Vehicle, VehicleKind } from '@/domain/organisation/vehicle';
import { DEMO_ORGANISATIONS } from '@/data/demo-server/seed/organisations';

const FULL_AMBULANCE: Equipment[] = [
  'brancard',
  'oxygene',
  'defibrillateur',
  'aspirateur_mucosites',
];

const vehicle = (
  orgId: string,
  n: number,
  kind: VehicleKind,
  label: string,
  registration: string,
  equipment: Equipment[],
): Vehicle => ({
  id: `veh_${orgId}_${n}`,
  org_id: orgId,
  kind,
  label,
  registration,
  equipment,
  active: true,
});

/** Each provider's fleet: ambulance companies run ambulances and a VSL, VTC companies cars with a wheelchair ramp. */
export const DEMO_VEHICLES: readonly Vehicle[] = DEMO_ORGANISATIONS.flatMap((org, index) => {
  const plate = (n: number) =>
    `${'FGHJKL'[index % 6]}${'MNPRST'[n % 6]}-${String(100 + index * 7 + n).padStart(3, '0')}-${'VWXYZA'[n % 6]}B`;
  if (org.role === 'ambulance') {
    return [
      vehicle(org.orgId, 1, 'ambulance', 'Ambulance 1', plate(1), FULL_AMBULANCE),
      vehicle(org.orgId, 2, 'ambulance', 'Ambulance 2', plate(2), ['brancard', 'oxygene']),
      vehicle(org.orgId, 3, 'vsl', 'VSL 1', plate(3), ['fauteuil_roulant']),
    ];
  }
  if (org.role === 'vtc') {
    return [
      vehicle(org.orgId, 1, 'vtc', 'Berline 1', plate(1), []),
      vehicle(org.orgId, 2, 'vtc', 'Monospace PMR', plate(2), ['fauteuil_roulant']),
    ];
  }
  return [];
});

export const demoFleetOf = (orgId: string): Vehicle[] =>
  DEMO_VEHICLES.filter((candidate) => candidate.org_id === orgId);
