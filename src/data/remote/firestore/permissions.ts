import type { Viewer } from '@/data/ports';
import type { Patient } from '@/domain/patient/patient.schema';
import type { TransportOperation } from '@/domain/sync/operation';
import {
  actsAsViewer,
  mayCreate,
  mayCreatePatient,
  mayTouch,
} from '@/domain/sync/write-permissions';
import type { Transport } from '@/domain/transport/transport.schema';
import { permissionDenied } from './remote-errors';

/** The domain's write permissions, raised as this adapter's RemoteError (permission-denied, French reason). */
const enforce = (reason: string | null) => {
  if (reason !== null) throw permissionDenied(reason);
};

export const assertActsAsViewer = (op: TransportOperation, viewer: Viewer) =>
  enforce(actsAsViewer(op, viewer));

export const assertMayTouch = (op: TransportOperation, current: Transport, viewer: Viewer) =>
  enforce(mayTouch(op, current, viewer));

export const assertMayCreate = (created: Transport, viewer: Viewer) =>
  enforce(mayCreate(created, viewer));

export const assertMayCreatePatient = (created: Patient, viewer: Viewer) =>
  enforce(mayCreatePatient(created, viewer));
