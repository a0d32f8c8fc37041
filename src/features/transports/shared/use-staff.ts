import { useEffect, useState } from 'react';
import { RemoteError, type Viewer } from '@/data/ports';
import { readQualification } from '@/domain/organisation/crew';
import type { CrewMember } from '@/domain/organisation/crew';
import { hasJoined } from '@/domain/organisation/join-organisation';
import { memberRoleOf } from '@/domain/organisation/members';
import { CONNECTION_REQUIRED, type Team } from '@/domain/organisation/team';
import type { Vehicle } from '@/domain/organisation/vehicle';
import type { AssociatedUser } from '@/domain/user/associated-user';
import { useServices } from '@/services/services-context';

export type Staff = { team: Team; vehicles: Vehicle[] };

/** The first name a ride shows for a member: the first word of the name, else the e-mail's local part. */
export const firstName = (name: string, email: string) =>
  name.trim().split(/\s+/)[0] || email.split('@')[0] || email;

/** A member as a crew member of an assignment. */
export const crewMemberOf = (member: AssociatedUser): CrewMember => ({
  uid: member.id,
  firstName: firstName(member.name, member.email),
  qualification: readQualification(member.qualification),
});

/** Issue 20: only those who accepted the invitation (their entry names an account) can drive a ride. */
export const joinedDrivers = (team: Team) =>
  team.members.filter((m) => memberRoleOf(m) === 'chauffeur' && hasJoined(m));

/** The company's members and fleet, read from the organisation port (online: CONNECTION_REQUIRED offline). */
export function useStaff(viewer: Viewer): Staff | { error: string } | null {
  const { organisation } = useServices();
  const [staff, setStaff] = useState<Staff | { error: string } | null>(null);
  useEffect(() => {
    if (!organisation) return;
    let live = true;
    Promise.all([organisation.loadTeam(viewer), organisation.listVehicles(viewer)]).then(
      ([team, vehicles]) => {
        if (!live) return;
        setStaff(team ? { team, vehicles } : { error: 'Aucune organisation pour ce compte.' });
      },
      (error: unknown) => {
        const offline = error instanceof RemoteError && error.code === 'unavailable';
        if (live)
          setStaff({
            error: offline ? CONNECTION_REQUIRED : 'Personnel et véhicules indisponibles.',
          });
      },
    );
    return () => {
      live = false;
    };
  }, [organisation, viewer]);
  return organisation ? staff : { error: 'La gestion du personnel n’est pas disponible ici.' };
}
