/** A Web Storage kept in memory, for tests that run under Node (no window.localStorage there). */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

/** Gives Node a localStorage (the browser's, untouched, where one exists). */
export function ensureLocalStorage(): Storage {
  globalThis.localStorage ??= new MemoryStorage();
  return globalThis.localStorage;
}
