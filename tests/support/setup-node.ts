// Every Node suite gets an in-memory IndexedDB so Dexie runs unchanged.
import 'fake-indexeddb/auto';
