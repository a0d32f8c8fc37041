import { MILLIS_PER_DAY, MILLIS_PER_HOUR, MILLIS_PER_SECOND } from '@/domain/shared/clock';
import type { TransportType } from '@/domain/transport/transport-type';

/**
 * Every business constant and limit of spec §9 in one place. Nothing outside src/domain repeats these numbers.
 */

// Subscriptions and trial
export const TRIAL_DAYS = 14;
export const TRIAL_DEFAULT_PLAN = 'pro';
export const PLANS = ['basic', 'pro', 'premium', 'vip'] as const;
export type Plan = (typeof PLANS)[number];
export const ADMIN_PLAN: Plan = 'premium';
export const PATIENT_PLAN: Plan = 'basic';

// Revenue (monthly, active subscriptions only)
export const MONTHLY_REVENUE = { ambulance: 199, etablissement: 299, vtc: 29.9 } as const;
export const MONTHS_PER_YEAR = 12;

// Tarification (monthly cycle)
export const TARIFICATION = {
  ambulance: { base: 199, perUnit: 75, maxUnits: 20, unitLabel: 'ambulance' },
  clinique: { base: 299, perUnit: 25, maxUnits: 50, unitLabel: 'employé' },
  vtc: { base: 29, perUnit: 15, maxUnits: 10, unitLabel: 'véhicule' },
} as const;

// French VAT on the subscription (taux normal, CGI art. 278).
export const VAT_RATE = 0.2;

// Provider defaults
export const DEFAULT_INTERVENTION_RADIUS_KM = {
  ambulance: 50,
  vtc: 60,
  clinique: 100,
  other: 30,
} as const;
export const DEFAULT_OPENING_HOURS = { start: '08:00', end: '18:00' } as const;
export const URGENT_24H_NOTIFICATIONS = { ambulance: true } as const;
export const DEFAULT_TRANSPORT_TYPES = {
  ambulance: ['ambulance', 'vsl'],
  vtc: ['vtc'],
  clinique: ['ambulance', 'vsl', 'vtc'],
} as const satisfies Record<string, readonly TransportType[]>;

// Transports
export const TRANSPORT_EXPIRY_MS = 24 * MILLIS_PER_HOUR;
export const RECENT_TRANSPORTS_COUNT = 10;
/** Beyond the spec: an unaccepted request is flagged to the clinic after this delay (configurable per call). */
export const DEFAULT_ESCALATION_DELAY_MS = 30 * 60 * MILLIS_PER_SECOND;

// Notifications
export const NOTIFICATION_TTL_MS = 7 * MILLIS_PER_DAY;

// Test data facility
export const TEST_ACCOUNT = { plan: 'vip', status: 'active', validityDays: 365 } as const;
export const TEST_ORG_NAME_PREFIX = 'test-org-';
export const TEST_NOTIFICATIONS_DEFAULT_COUNT = 5;
export const TEST_TRANSPORT_WINDOW_DAYS = 7;

// Timeouts
export const PROFILE_LOAD_TIMEOUT_MS = 5 * MILLIS_PER_SECOND;
export const AUTH_INIT_TIMEOUT_MS = 10 * MILLIS_PER_SECOND;
export const PRIVATE_ROUTE_SLOW_HINT_MS = 10 * MILLIS_PER_SECOND;
export const ROOT_LOADING_SLOW_HINT_MS = 5000;
export const TOAST_DURATION_MS = 4000;
/** « Accepter » is a commitment: this long to take it back with « Annuler » before it is recorded. */
export const ACCEPT_UNDO_MS = 5 * MILLIS_PER_SECOND;
export const SCROLL_TO_TOP_DELAYS_MS = [100, 200] as const;

// Organisation defaults
export const DEFAULT_ORG_ID = 'default-org';
export const DEFAULT_COMPANY_NAME = 'Organisation par défaut';

// Profile defaults (spec §3/§9): French, e-mail and push on, SMS off.
export const DEFAULT_PREFERENCES = {
  language: 'fr',
  notifications: { email: true, push: true, sms: false },
  dashboard: { defaultView: 'overview', showStats: true },
} as const;
export const ADMIN_PERMISSIONS = ['all'] as const;

// Identifiers: zero-padding of numbered ids, and the local fallback when the counters fail.
export const ID_DIGITS = { company: 4, transport: 5, patient: 4 } as const;
export const FALLBACK_ID = {
  transport: { prefix: 'TRA-', randomLength: 6 },
  patient: { prefix: 'PAT-', randomLength: 8 },
} as const;
