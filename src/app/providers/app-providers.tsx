import type { ReactNode } from 'react';
import { AuthProvider } from '@/services/session/auth-provider';
import { ServicesContext, type AppServices } from '@/services/services-context';
import { ToastProvider } from '@/services/toasts';

/** Every provider the routes need, fed by the composition root (or by tests with fakes). */
export function AppProviders({
  services,
  children,
}: {
  services: AppServices;
  children: ReactNode;
}) {
  return (
    <ServicesContext.Provider value={services}>
      <AuthProvider
        auth={services.auth}
        profiles={services.profiles}
        roleEmails={services.roleEmails}
        clock={services.clock}
      >
        <ToastProvider>{children}</ToastProvider>
      </AuthProvider>
    </ServicesContext.Provider>
  );
}
