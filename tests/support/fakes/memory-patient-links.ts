import { RemoteError, type PatientLinkPort } from '@/data/ports';
import type { PatientAccount } from '@/domain/patient/patient-link';
import type { MemoryServer } from './memory-server';

/** The patientLinks port over a MemoryServer, for the account the session names (verified or not). */
export function memoryPatientLinks(
  server: MemoryServer,
  account: () => PatientAccount | null,
): PatientLinkPort {
  const signedIn = () => {
    const who = account();
    if (who === null) throw new RemoteError('unauthenticated', 'Connectez-vous pour continuer.');
    return who;
  };
  return {
    listMine: async () => server.linksFor(signedIn()),
    answer: async (recordId, accept) => server.answerLink(recordId, signedIn(), accept),
  };
}
