import { describe, expect, it } from 'vitest';
import { createConnectivity, type ConnectivityWindow } from '@/data/local/platform/connectivity';

function fakeWindow(onLine: boolean) {
  const events = new EventTarget();
  const navigator = { onLine };
  const target: ConnectivityWindow = {
    navigator,
    addEventListener: (type, listener) => events.addEventListener(type, listener),
    removeEventListener: (type, listener) => events.removeEventListener(type, listener),
  };
  const go = (online: boolean) => {
    navigator.onLine = online;
    events.dispatchEvent(new Event(online ? 'online' : 'offline'));
  };
  return { target, go };
}

describe('createConnectivity', () => {
  it('reads navigator.onLine', () => {
    const { target, go } = fakeWindow(false);
    const connectivity = createConnectivity(target);
    expect(connectivity.isOnline()).toBe(false);
    go(true);
    expect(connectivity.isOnline()).toBe(true);
  });

  it('calls back on every change until unsubscribed', () => {
    const { target, go } = fakeWindow(true);
    const seen: boolean[] = [];
    const unsubscribe = createConnectivity(target).subscribe((online) => seen.push(online));

    go(false); // the basement
    go(true);
    unsubscribe();
    go(false);

    expect(seen).toEqual([false, true]);
  });
});
