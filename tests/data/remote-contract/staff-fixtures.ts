import type { Vehicle } from '@/domain/organisation/vehicle';
import type { Viewer } from '@/data/ports';
import { memberRoleIndex } from '@/domain/organisation/members';
import type { AssociatedUser } from '@/domain/user/associated-user';
import type { ContractHarness, StaffMember } from './remote-contract';

/** Who founded the contract organisations: nobody among the viewers, so every right comes from a listed role. */
export const CONTRACT_FOUNDER = 'rc-fondateur';

/** The organisation document a harness stores for `members`, each e-mail as the backend knows its user. */
export function staffCompany(
  orgId: string,
  members: readonly StaffMember[],
  emailOf: (viewer: Viewer) => string,
) {
  const listed = members.filter((member) => member.removed !== true);
  const removed = members.filter((member) => member.removed === true);
  const associatedUsers: AssociatedUser[] = listed.map(({ viewer, role }) => ({
    id: viewer.uid,
    email: emailOf(viewer),
    name: viewer.uid,
    role,
    createdAt: 0,
  }));
  return {
    id: orgId,
    owner_uid: CONTRACT_FOUNDER,
    associatedUsers,
    member_roles: memberRoleIndex(associatedUsers),
    removed_members: Object.fromEntries(removed.map(({ viewer }) => [emailOf(viewer), true])),
  };
}

export const contractEmail = (viewer: Viewer) => `${viewer.uid}@contrat.test`;

/** The users documents a harness stores beside the organisation, so that the server knows each member's e-mail. */
export function staffProfiles(
  orgId: string,
  members: readonly StaffMember[],
  emailOf: (viewer: Viewer) => string,
) {
  return members.map(({ viewer }) => ({
    uid: viewer.uid,
    data: {
      uid: viewer.uid,
      email: emailOf(viewer),
      userType: viewer.role,
      orga_id: orgId,
      subscription: runningSubscription(),
    },
  }));
}

const DAY = 86_400_000;

/**
 * A paid subscription from yesterday to a year from now (epoch ms, which the domain and the rules both read): the
 * contract's company and clinic accounts work under one (issue 21: filing, accepting, assigning and messaging need
 * access now).
 */
export const runningSubscription = (now = Date.now()) => ({
  plan: 'pro',
  status: 'active',
  startDate: now - DAY,
  endDate: now + 365 * DAY,
});

/** A subscription whose paid month ended yesterday. */
export const endedSubscription = (now = Date.now()) => ({
  plan: 'pro',
  status: 'active',
  startDate: now - 31 * DAY,
  endDate: now - DAY,
});

/** A viewer's users document as sign-up leaves it, with a running subscription for a company or clinic. */
export function accountProfile(viewer: Viewer, extra: Record<string, unknown> = {}) {
  const paying = viewer.role !== 'admin' && viewer.role !== 'patient';
  return {
    uid: viewer.uid,
    email: contractEmail(viewer),
    userType: viewer.role,
    orga_id: viewer.orgId,
    // The name its entries and messages are signed with (issue 21, rules ownNames).
    ...(viewer.name === undefined ? {} : { displayName: viewer.name }),
    isActive: true,
    permissions: viewer.role === 'admin' ? ['all'] : [],
    ...(paying ? { subscription: runningSubscription() } : {}),
    ...extra,
  };
}

/** The ambulance company's régulateur (the harness's ambulance viewer) and two of its chauffeurs, Karim and Léa. */
export function contractCrew(h: ContractHarness) {
  const dispatcher = h.viewers.ambulance;
  const member = (suffix: string): Viewer => ({
    ...dispatcher,
    uid: `${dispatcher.uid}-${suffix}`,
  });
  return { dispatcher, karim: member('karim'), lea: member('lea') };
}

/** The crew stored as the company's régulateur and chauffeurs, with these vehicles. */
export async function seedContractCrew(h: ContractHarness, vehicles: readonly Vehicle[] = []) {
  const crew = contractCrew(h);
  const members: StaffMember[] = [
    { viewer: crew.dispatcher, role: 'regulateur' },
    { viewer: crew.karim, role: 'chauffeur' },
    { viewer: crew.lea, role: 'chauffeur' },
  ];
  await h.seedStaff(crew.dispatcher.orgId, members, vehicles);
  return crew;
}
