import type { FirestoreState, FirestoreStateDocument } from '@firestore-emulator/server';
import type { Document } from '@firestore-emulator/proto/dist/google/firestore/v1/document';
import { Write } from '@firestore-emulator/proto/dist/google/firestore/v1/write';
import { microsToDate, microsToTimestamp, type Micros } from './clock';
import { fromProtoFields, type PlainFields } from './values';

export interface StoredDocument {
  /** Full resource name: `projects/p/databases/(default)/documents/coll/id`. */
  name: string;
  fields: PlainFields;
  createTime: Micros;
  updateTime: Micros;
}

interface Versions {
  createTime: Micros;
  updateTime: Micros;
}

/** Just the parts of the package's `toJSON()` tree needed to find collections by id. */
interface CollectionTree {
  path: string;
  documents: Record<string, { collections: Record<string, CollectionTree> }>;
}

const dateMicros = (date: Date): Micros => date.getTime() * 1000;

/**
 * Reads and writes the package's in-memory state through its public API, and keeps the µs
 * create/update times the package can't hold (its metadata are millisecond `Date`s).
 */
export class DocumentStore {
  private readonly versions = new Map<string, Versions>();
  private readonly listeners = new Set<() => void>();

  constructor(private readonly state: FirestoreState) {
    // One subscription per event for the whole server; Listen streams subscribe here instead,
    // which avoids EventEmitter's max-listener warning when many streams are open.
    const notify = (): void => this.listeners.forEach((listener) => listener());
    state.emitter.on('create-document', notify);
    state.emitter.on('update-document', notify);
    state.emitter.on('delete-document', notify);
    state.emitter.on('clear-all-projects', notify);
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  read(name: string): StoredDocument | null {
    return this.toStored(this.state.getDocument(name));
  }

  listCollection(collectionPath: string): StoredDocument[] {
    return this.state
      .getCollection(collectionPath)
      .getAllDocuments()
      .map((document) => this.toStored(document))
      .filter((document): document is StoredDocument => document !== null);
  }

  /** Every collection named `collectionId` below `parent` (collection-group queries). */
  listCollectionGroup(parent: string, collectionId: string): StoredDocument[] {
    const [, project = ''] = parent.split('/');
    const databases = this.state.toJSON().projects[project]?.databases ?? {};
    const found: string[] = [];
    const visit = (collections: Record<string, CollectionTree>): void => {
      for (const [id, collection] of Object.entries(collections)) {
        if (id === collectionId && collection.path.startsWith(`${parent}/`))
          found.push(collection.path);
        for (const document of Object.values(collection.documents)) visit(document.collections);
      }
    };
    for (const database of Object.values(databases)) visit(database.collections);
    return found.flatMap((path) => this.listCollection(path));
  }

  /**
   * Applies staged results of one commit. The package's `set` merges instead of replacing and
   * has no way to drop a field, so an existing document is deleted then re-created with its full
   * new field map through `writeV1Document` (which converts values with the package's own
   * classes); the create time is restored afterwards.
   */
  apply(changes: ReadonlyMap<string, StoredDocument | null>, at: Micros): void {
    const date = microsToDate(at);
    for (const [name, next] of changes) {
      const document = this.state.getDocument(name);
      const { createdAt } = document.metadata;
      if (document.metadata.hasExist) document.delete();
      if (next === null) {
        this.versions.delete(name);
        continue;
      }
      this.state.writeV1Document(date, Write.fromObject({ update: { name, fields: next.fields } }));
      if (createdAt !== null) document.metadata = { hasExist: true, createdAt, updatedAt: date };
      this.versions.set(name, { createTime: next.createTime, updateTime: next.updateTime });
    }
  }

  clear(): void {
    this.versions.clear();
    this.state.clear();
  }

  private toStored(document: FirestoreStateDocument): StoredDocument | null {
    const { metadata } = document;
    if (!metadata.hasExist) return null;
    const name = document.getPath();
    const versions = this.versions.get(name) ?? {
      createTime: dateMicros(metadata.createdAt),
      updateTime: dateMicros(metadata.updatedAt),
    };
    return { name, fields: fromProtoFields(document.toV1Document().fields), ...versions };
  }
}

/** The `Document` message (as a `fromObject` input) for a stored document. */
export const toDocumentObject = (document: StoredDocument): ReturnType<Document['toObject']> => ({
  name: document.name,
  fields: document.fields,
  create_time: microsToTimestamp(document.createTime),
  update_time: microsToTimestamp(document.updateTime),
});
