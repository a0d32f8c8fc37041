import type { EmulatorConfig } from '@/config/env';

/** 'local': the session survives reloads and offline restarts. 'memory': Node tests. */
export type AuthPersistence = 'local' | 'memory';

/** 'http://host:port', with IPv6 hosts in brackets. */
export function emulatorUrl({ host, authPort }: Pick<EmulatorConfig, 'host' | 'authPort'>): string {
  const hostPart = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `http://${hostPart}:${authPort}`;
}
