import { createContext, useContext } from 'react';
import type { UserData } from '@/data/local/user-data';

/** The signed-in user's device data, provided by the app once the session is known. */
export const UserDataContext = createContext<UserData | null>(null);

export function useUserData(): UserData {
  const data = useContext(UserDataContext);
  if (!data)
    throw new Error('useUserData must be used within a signed-in session (UserDataContext)');
  return data;
}

/** Null while the device data is opening or when nobody is signed in. */
export function useOptionalUserData(): UserData | null {
  return useContext(UserDataContext);
}
