import { normaliseRole, type UserType } from '@/domain/shared/role';

/**
 * E-mail lists that force a role (spec §5). They are configuration (src/config reads them from the
 * environment) and reach the domain as a parameter — never as literals in code.
 */
export interface RoleEmailLists {
  admin: readonly string[];
  ambulance: readonly string[];
  vtc: readonly string[];
  clinique: readonly string[];
}

export const EMPTY_ROLE_EMAIL_LISTS: RoleEmailLists = {
  admin: [],
  ambulance: [],
  vtc: [],
  clinique: [],
};

// Checked in this order when an address sits on several lists.
const LISTED_ROLES = ['admin', 'ambulance', 'vtc', 'clinique'] as const;

const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The role an e-mail is listed under, compared case-insensitively; null when on no list. */
export function listedRole(email: string | null | undefined, lists: RoleEmailLists) {
  if (!email) return null;
  const wanted = normaliseEmail(email);
  return LISTED_ROLES.find((role) => lists[role].some((e) => normaliseEmail(e) === wanted)) ?? null;
}

export interface RoleRequest {
  email: string | null | undefined;
  requestedRole?: unknown;
  currentRole?: unknown;
}

/**
 * Spec §5: the admin list forces admin; the ambulance, VTC and clinic lists force their role unless the
 * user is already admin; everyone else gets the requested role, default patient.
 * Deliberate tightening: requesting admin without being on the admin list (or admin already) gives patient,
 * so nobody can sign themselves up as an administrator.
 */
export function resolveRole(request: RoleRequest, lists: RoleEmailLists): UserType {
  const listed = listedRole(request.email, lists);
  const current = normaliseRole(request.currentRole);
  if (listed === 'admin') return 'admin';
  if (listed) return current === 'admin' ? 'admin' : listed;
  const requested = normaliseRole(request.requestedRole);
  if (requested === 'admin') return current === 'admin' ? 'admin' : 'patient';
  return requested ?? 'patient';
}

/**
 * Firebase mode keeps the lists server-side, one document per listed address (id = the address in lower case),
 * readable by that user alone and written by admins: the public bundle names nobody.
 */
export const ROLE_EMAILS_COLLECTION = 'roleEmails';
export const roleEmailKey = (email: string) => normaliseEmail(email);
