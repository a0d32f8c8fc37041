import { useState } from 'react';
import { PREFERENCE_KEYS, readPreference, writePreference } from '@/services/local-preferences';

/** The « texte agrandi » choice, remembered on this device. */
export function useLargeText(): [boolean, () => void] {
  const [large, setLarge] = useState(() => readPreference(PREFERENCE_KEYS.largeText) === 'oui');
  const toggle = () =>
    setLarge((current) => {
      writePreference(PREFERENCE_KEYS.largeText, current ? null : 'oui');
      return !current;
    });
  return [large, toggle];
}
