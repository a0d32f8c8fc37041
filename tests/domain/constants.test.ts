import { describe, expect, it } from 'vitest';
import * as K from '@/domain/constants';

describe('[K1] subscription constants match spec §9', () => {
  it('[K1] trial 14 days, default plan pro, the four plans', () => {
    expect(K.TRIAL_DAYS).toBe(14);
    expect(K.TRIAL_DEFAULT_PLAN).toBe('pro');
    expect(K.PLANS).toEqual(['basic', 'pro', 'premium', 'vip']);
    expect([K.ADMIN_PLAN, K.PATIENT_PLAN]).toEqual(['premium', 'basic']);
  });

  it('[K1] revenue per active subscription and per year', () => {
    expect(K.MONTHLY_REVENUE).toEqual({ ambulance: 199, etablissement: 299, vtc: 29.9 });
    expect(K.MONTHS_PER_YEAR).toBe(12);
  });
});

describe('[K2] tarification matches spec §9', () => {
  it('[K2] base, per unit, max units', () => {
    expect(K.TARIFICATION.ambulance).toMatchObject({ base: 199, perUnit: 75, maxUnits: 20 });
    expect(K.TARIFICATION.clinique).toMatchObject({ base: 299, perUnit: 25, maxUnits: 50 });
    expect(K.TARIFICATION.vtc).toMatchObject({ base: 29, perUnit: 15, maxUnits: 10 });
  });
});

describe('[K3] provider defaults match spec §9', () => {
  it('[K3] radius by role, opening hours, urgent 24 h for ambulance', () => {
    expect(K.DEFAULT_INTERVENTION_RADIUS_KM).toEqual({
      ambulance: 50,
      vtc: 60,
      clinique: 100,
      other: 30,
    });
    expect(K.DEFAULT_OPENING_HOURS).toEqual({ start: '08:00', end: '18:00' });
    expect(K.URGENT_24H_NOTIFICATIONS.ambulance).toBe(true);
  });

  it('[K3] default transport types by role', () => {
    expect(K.DEFAULT_TRANSPORT_TYPES).toEqual({
      ambulance: ['ambulance', 'vsl'],
      vtc: ['vtc'],
      clinique: ['ambulance', 'vsl', 'vtc'],
    });
  });
});

describe('[K4] transport, notification and test-data constants match spec §9', () => {
  it('[K4] transports expire after 24 h; statistics show 10', () => {
    expect(K.TRANSPORT_EXPIRY_MS).toBe(24 * 3600 * 1000);
    expect(K.RECENT_TRANSPORTS_COUNT).toBe(10);
  });

  it('[K4] notifications expire after 7 days', () => {
    expect(K.NOTIFICATION_TTL_MS).toBe(7 * 24 * 3600 * 1000);
  });

  it('[K4] test accounts: vip, active, 365 days; 5 notifications; transports within 7 days', () => {
    expect(K.TEST_ACCOUNT).toEqual({ plan: 'vip', status: 'active', validityDays: 365 });
    expect(K.TEST_ORG_NAME_PREFIX).toBe('test-org-');
    expect(K.TEST_NOTIFICATIONS_DEFAULT_COUNT).toBe(5);
    expect(K.TEST_TRANSPORT_WINDOW_DAYS).toBe(7);
  });
});

describe('[K5] timeouts match spec §2/§8/§9', () => {
  it('[K5] profile 5 s, auth 10 s, slow hints 10 s and 5 s, toast 4 s, scroll 100/200 ms', () => {
    expect(K.PROFILE_LOAD_TIMEOUT_MS).toBe(5000);
    expect(K.AUTH_INIT_TIMEOUT_MS).toBe(10_000);
    expect(K.PRIVATE_ROUTE_SLOW_HINT_MS).toBe(10_000);
    expect(K.ROOT_LOADING_SLOW_HINT_MS).toBe(5000);
    expect(K.TOAST_DURATION_MS).toBe(4000);
    expect(K.SCROLL_TO_TOP_DELAYS_MS).toEqual([100, 200]);
  });
});

describe('[K6] profile and identifier defaults match spec §3/§5/§9', () => {
  it('[K6] organisation and preferences defaults, admin permissions', () => {
    expect(K.DEFAULT_ORG_ID).toBe('default-org');
    expect(K.DEFAULT_COMPANY_NAME).toBe('Organisation par défaut');
    expect(K.DEFAULT_PREFERENCES).toEqual({
      language: 'fr',
      notifications: { email: true, push: true, sms: false },
      dashboard: { defaultView: 'overview', showStats: true },
    });
    expect(K.ADMIN_PERMISSIONS).toEqual(['all']);
  });

  it('[K6] id padding and fallback id shapes', () => {
    expect(K.ID_DIGITS).toEqual({ company: 4, transport: 5, patient: 4 });
    expect(K.FALLBACK_ID).toEqual({
      transport: { prefix: 'TRA-', randomLength: 6 },
      patient: { prefix: 'PAT-', randomLength: 8 },
    });
  });
});
