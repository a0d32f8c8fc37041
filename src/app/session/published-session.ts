import type { UserData } from '@/data/local/user-data';
import type { AppServices } from '@/services/services-context';
import type { Session } from '@/services/session/session-context';

/** What a running session exposes to the routes through the shell's contexts. */
export interface PublishedSession {
  services: AppServices;
  session: Session;
  userData: UserData | null;
}
