/** The shape of every port the runtimes compose (see port-shape.ts): one line per member, checked by the compiler. */
import type { AdminPort } from '@/data/admin/admin-port';
import type { PortShape } from './port-shape';
import type {
  AddressBookPort,
  AuthPort,
  GeocoderPort,
  LocalStorePort,
  OrganisationPort,
  PatientLinkPort,
  ProfilePort,
  RemotePort,
  SubscriptionRequestPort,
} from './ports';

export const REMOTE_PORT = {
  push: 'call',
  pullTransports: 'call',
  pullNotifications: 'call',
  pullPatients: 'call',
  pullMessages: 'call',
  watch: 'subscribe',
  membership: 'call',
  assignedRideIds: 'call',
  pushPrescriptionScan: 'call',
  prescriptionScan: 'call',
  // Issue 23 item 4 (proof of service).
  pushRideSignature: 'call',
  rideSignature: 'call',
  // Issue 23
  recordAward: 'call',
  awardEntries: 'call',
  awardEntriesBetween: 'call',
} as const satisfies PortShape<RemotePort>;

export const AUTH_PORT = {
  kind: 'value',
  onAuthStateChanged: 'subscribe',
  signIn: 'call',
  signUp: 'call',
  signInWithGoogle: 'call',
  signOut: 'call',
  sendVerificationEmail: 'call',
  checkEmailVerified: 'call',
  changePassword: 'call',
  reauthenticate: 'call',
  sessionStartedAt: 'call',
} as const satisfies PortShape<AuthPort>;

export const PROFILE_PORT = {
  load: 'call',
  create: 'call',
  merge: 'call',
  organisation: 'call',
  watch: 'subscribe',
  invitation: 'call',
  answerInvitation: 'call',
  foundOrganisation: 'call',
} as const satisfies PortShape<ProfilePort>;

export const ORGANISATION_PORT = {
  loadTeam: 'call',
  saveMembers: 'call',
  listVehicles: 'call',
  saveVehicle: 'call',
  deleteVehicle: 'call',
  loadContact: 'call',
  saveContact: 'call',
  loadIdentity: 'call',
  saveIdentity: 'call',
  // Issue 23 (award follow-up)
  loadEscalationDelays: 'call',
  saveEscalationDelays: 'call',
} as const satisfies PortShape<OrganisationPort>;

export const SUBSCRIPTION_REQUEST_PORT = {
  create: 'call',
  listMine: 'call',
} as const satisfies PortShape<SubscriptionRequestPort>;

export const PATIENT_LINK_PORT = {
  listMine: 'call',
  answer: 'call',
} as const satisfies PortShape<PatientLinkPort>;

export const LOCAL_STORE_PORT = {
  drainable: 'call',
  markInflight: 'call',
  settle: 'call',
  scheduleRetry: 'call',
  markFailed: 'call',
  recoverInflight: 'call',
  applyPulled: 'call',
  applyPulledMessages: 'call',
  checkpoint: 'call',
  knownServerRide: 'call',
  pendingCount: 'call',
  problemCounts: 'call',
  watchCounts: 'subscribe',
  announceRetry: 'call',
  forgetOrganisation: 'call',
  pendingScans: 'call',
  scanSent: 'call',
  // Issue 23 item 4 (proof of service).
  pendingSignatures: 'call',
  signatureSent: 'call',
  dropRidesAssignedAway: 'call',
  noteAssignedRides: 'call',
} as const satisfies PortShape<LocalStorePort>;

export const ADMIN_PORT = {
  listSubscriptionUsers: 'call',
  listRequests: 'call',
  processRequest: 'call',
  readTransports: 'call',
  listAudit: 'call',
  listUsers: 'call',
  createUser: 'call',
  updateUser: 'call',
  deleteUser: 'call',
  associatedUsers: 'call',
  createTestAccounts: 'call',
  createTestPatients: 'call',
  createTestNotifications: 'call',
  createTestTransports: 'call',
  counts: 'call',
  cleanupTestTransports: 'call',
  migrate: 'call',
  readCounters: 'call',
  initCounters: 'call',
  resetCounter: 'call',
  connectionTest: 'call',
  carrySubscriptions: 'call',
  listContactMessages: 'call',
} as const satisfies PortShape<AdminPort>;

export const GEOCODER_PORT = {
  search: 'call',
} as const satisfies PortShape<GeocoderPort>;

export const ADDRESS_BOOK_PORT = {
  search: 'call',
  remember: 'call',
} as const satisfies PortShape<AddressBookPort>;
