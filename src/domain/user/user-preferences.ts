import { z } from 'zod';
import { DEFAULT_PREFERENCES } from '@/domain/constants';

/** A missing (or null) map reads as empty, so each field falls back to its default. */
const orEmpty = <S extends z.ZodType>(schema: S) => z.preprocess((value) => value ?? {}, schema);

const { notifications, dashboard } = DEFAULT_PREFERENCES;

/** Profile preferences (spec §3), every field defaulted as in spec §9. */
export const preferencesSchema = orEmpty(
  z.object({
    language: z.string().default(DEFAULT_PREFERENCES.language),
    notifications: orEmpty(
      z.object({
        email: z.boolean().default(notifications.email),
        push: z.boolean().default(notifications.push),
        sms: z.boolean().default(notifications.sms),
      }),
    ),
    dashboard: orEmpty(
      z.object({
        defaultView: z.string().default(dashboard.defaultView),
        showStats: z.boolean().default(dashboard.showStats),
      }),
    ),
  }),
);
export type UserPreferences = z.output<typeof preferencesSchema>;

/** A fresh, mutable copy of the defaults for a new profile. */
export function defaultPreferences(): UserPreferences {
  return {
    language: DEFAULT_PREFERENCES.language,
    notifications: { ...notifications },
    dashboard: { ...dashboard },
  };
}
