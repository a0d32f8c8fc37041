import { DEMO_PEOPLE, type DemoPerson } from '@/data/demo-server/seed/people';

/** Who accepts and assigns for a provider (its dispatcher, or its only driver), and who drives. */
export function crewOf(orgId: string): { dispatcher: DemoPerson; drivers: DemoPerson[] } {
  const members: DemoPerson[] = DEMO_PEOPLE.filter((p) => p.orgId === orgId);
  const drivers = members.filter((p) => p.job === 'chauffeur');
  const dispatcher = members.find((p) => p.job === 'regulation') ?? drivers[0];
  if (!dispatcher || drivers.length === 0) throw new Error(`Équipe incomplète pour ${orgId}`);
  return { dispatcher, drivers };
}

/** The staff member who files a clinic's requests. */
export function clinicStaff(orgId: string): DemoPerson {
  const found = DEMO_PEOPLE.find((p) => p.orgId === orgId && p.job === 'accueil');
  if (!found) throw new Error(`Aucun personnel pour ${orgId}`);
  return found;
}
