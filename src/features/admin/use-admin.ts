import { useCallback, useEffect, useRef, useState } from 'react';
import type { AdminPort, LongRun } from '@/data/admin/admin-port';
import type { ServiceResult } from '@/domain/errors/service-result';
import { useAuth } from '@/services/session/session-context';
import { useServices } from '@/services/services-context';

/** The back-office for the signed-in admin: 'loading' while its code loads, null where no backend serves it. */
export function useAdmin(): AdminPort | null | 'loading' {
  const { admin } = useServices();
  const { profile } = useAuth();
  const [port, setPort] = useState<AdminPort | null | 'loading'>(admin ? 'loading' : null);
  useEffect(() => {
    if (!admin || !profile) {
      setPort(null);
      return;
    }
    let live = true;
    setPort('loading');
    const actor = {
      uid: profile.uid,
      email: profile.email,
      name: profile.displayName || profile.email,
      orgId: profile.orga_id,
    };
    admin(actor).then(
      (ready) => live && setPort(ready),
      () => live && setPort(null),
    );
    return () => {
      live = false;
    };
  }, [admin, profile]);
  return port;
}

export interface Loaded<T> {
  result: ServiceResult<T> | null;
  reload(): void;
}

/** Runs a read on mount and on reload(); the §8 result is kept whole so the page shows its message. */
export function useAdminRead<T>(read: (() => Promise<ServiceResult<T>>) | null): Loaded<T> {
  const [result, setResult] = useState<ServiceResult<T> | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!read) return;
    let live = true;
    void read().then((next) => live && setResult(next));
    return () => {
      live = false;
    };
  }, [read, round]);
  return { result, reload: useCallback(() => setRound((n) => n + 1), []) };
}

export interface LongRunState {
  running: boolean;
  done: number;
  total: number;
  /** The last run's French summary or error message. */
  outcome: { ok: boolean; text: string } | null;
  start(work: (run: LongRun) => Promise<ServiceResult<unknown>>): Promise<void>;
  cancel(): void;
}

/** A chunked operation's progress, its cancel button (between chunks) and its final French summary. */
export function useLongRun(): LongRunState {
  const [state, setState] = useState({ running: false, done: 0, total: 0 });
  const [outcome, setOutcome] = useState<LongRunState['outcome']>(null);
  const controller = useRef<AbortController | null>(null);
  const start = useCallback(async (work: (run: LongRun) => Promise<ServiceResult<unknown>>) => {
    controller.current = new AbortController();
    setOutcome(null);
    setState({ running: true, done: 0, total: 0 });
    const result = await work({
      signal: controller.current.signal,
      onProgress: (done, total) => setState({ running: true, done, total }),
    });
    setState((s) => ({ ...s, running: false }));
    setOutcome({ ok: result.success, text: result.message });
  }, []);
  const cancel = useCallback(() => controller.current?.abort(), []);
  return { ...state, outcome, start, cancel };
}
