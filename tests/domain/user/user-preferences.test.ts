import { describe, expect, it } from 'vitest';
import { defaultPreferences, preferencesSchema } from '@/domain/user/user-preferences';

const DEFAULTS = {
  language: 'fr',
  notifications: { email: true, push: true, sms: false },
  dashboard: { defaultView: 'overview', showStats: true },
};

describe('[USR8] preferences default to French, e-mail and push on, SMS off (spec §9)', () => {
  it('[USR8] defaultPreferences', () => {
    expect(defaultPreferences()).toEqual(DEFAULTS);
  });

  it('[USR8] each call returns a fresh copy', () => {
    const first = defaultPreferences();
    first.notifications.sms = true;
    expect(defaultPreferences().notifications.sms).toBe(false);
  });

  it.each([
    [undefined, DEFAULTS],
    [null, DEFAULTS],
    [{ notifications: null }, DEFAULTS],
    [
      { language: 'en', dashboard: { showStats: false } },
      { ...DEFAULTS, language: 'en', dashboard: { defaultView: 'overview', showStats: false } },
    ],
  ])('[USR8] stored %j', (stored, expected) => {
    expect(preferencesSchema.parse(stored)).toEqual(expected);
  });
});
