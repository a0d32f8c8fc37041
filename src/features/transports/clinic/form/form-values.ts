import type { Address } from '@/domain/transport/address.schema';
import { needsStretcher, type Mobility } from '@/domain/transport/mobility';
import type { Priority } from '@/domain/transport/priority';
import type { Transport } from '@/domain/transport/transport.schema';
import type { TransportType } from '@/domain/transport/transport-type';
import { epochToParisLocal, parisLocalToEpoch } from '@/domain/shared/paris-local-time';

/** What the form holds: plain strings and booleans, one per control. */
export interface TransportFormValues {
  /** The chosen patient record's id; '' for « Nouveau patient » (typed inline). */
  patientId: string;
  /** With « Nouveau patient »: also save the typed patient in the organisation's list. */
  savePatient: boolean;
  /** With a saved patient: their e-mail, so they can follow their rides (issue 20); '' when none. */
  patientEmail: string;
  firstName: string;
  lastName: string;
  phone: string;
  birthDate: string;
  departRue: string;
  departVille: string;
  departCodePostal: string;
  arriveeRue: string;
  arriveeVille: string;
  arriveeCodePostal: string;
  /** datetime-local value, Paris wall-clock time. */
  dateTime: string;
  type: '' | TransportType;
  priorite: Priority;
  pathologie: string;
  mobilite: '' | Mobility;
  needsOxygen: boolean;
  needsStretcher: boolean;
  /** Comma-separated lists. */
  equipementsSpeciaux: string;
  equipementsRequis: string;
  commentaires: string;
}
export type FormField = keyof TransportFormValues;

export const EMPTY_FORM: TransportFormValues = {
  patientId: '',
  savePatient: true,
  patientEmail: '',
  firstName: '',
  lastName: '',
  phone: '',
  birthDate: '',
  departRue: '',
  departVille: '',
  departCodePostal: '',
  arriveeRue: '',
  arriveeVille: '',
  arriveeCodePostal: '',
  dateTime: '',
  type: '',
  priorite: 'normale',
  pathologie: '',
  mobilite: '',
  needsOxygen: false,
  needsStretcher: false,
  equipementsSpeciaux: '',
  equipementsRequis: '',
  commentaires: '',
};

/** The edit form starts from the request as it stands. */
export function formValuesOf(transport: Transport): TransportFormValues {
  const { patient_info: patient, informations_medicales: medical } = transport;
  const { adresse_depart: depart, adresse_arrivee: arrivee } = transport;
  return {
    patientId: transport.patient_id ?? '',
    savePatient: false,
    patientEmail: '',
    firstName: patient.firstName,
    lastName: patient.lastName,
    phone: patient.phone,
    birthDate: patient.birthDate,
    departRue: depart.rue,
    departVille: depart.ville,
    departCodePostal: depart.codePostal,
    arriveeRue: arrivee.rue,
    arriveeVille: arrivee.ville,
    arriveeCodePostal: arrivee.codePostal,
    dateTime: epochToParisLocal(transport.date_transport),
    type: transport.type_transport,
    priorite: transport.priorite,
    pathologie: medical.pathologie,
    mobilite: medical.mobilite ?? '',
    needsOxygen: medical.needsOxygen,
    needsStretcher: medical.needsStretcher,
    equipementsSpeciaux: medical.equipements_speciaux.join(', '),
    equipementsRequis: transport.equipements_requis.join(', '),
    commentaires: transport.commentaires,
  };
}

const splitList = (text: string) =>
  text
    .split(/[,;\n]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');

// Not an ISO date, so the domain reports « date invalide » rather than guessing with Date.parse.
const UNREADABLE_DATE = 'date illisible';

function address(rue: string, ville: string, codePostal: string, before: Address | undefined) {
  const same =
    before !== undefined &&
    before.rue.trim() === rue.trim() &&
    before.ville.trim() === ville.trim() &&
    before.codePostal.trim() === codePostal.trim();
  // Coordinates belong to the address they were computed for: a changed address drops them.
  return { rue, ville, codePostal, coordonnees: same ? before.coordonnees : null };
}

/** The raw input `parseTransportInput` validates; `before` keeps what the form does not show (coordinates). */
export function rawInputOf(values: TransportFormValues, before?: Transport): unknown {
  const date = values.dateTime.trim();
  return {
    type_transport: values.type === '' ? undefined : values.type,
    date_transport: date === '' ? '' : (parisLocalToEpoch(date) ?? UNREADABLE_DATE),
    priorite: values.priorite,
    adresse_depart: address(
      values.departRue,
      values.departVille,
      values.departCodePostal,
      before?.adresse_depart,
    ),
    adresse_arrivee: address(
      values.arriveeRue,
      values.arriveeVille,
      values.arriveeCodePostal,
      before?.adresse_arrivee,
    ),
    patient_info: {
      firstName: values.firstName,
      lastName: values.lastName,
      phone: values.phone,
      birthDate: values.birthDate,
    },
    patient_id: values.patientId === '' ? null : values.patientId,
    informations_medicales: {
      pathologie: values.pathologie,
      mobilite: values.mobilite === '' ? null : values.mobilite,
      needsOxygen: values.needsOxygen,
      needsStretcher: needsStretcher({
        mobilite: values.mobilite === '' ? null : values.mobilite,
        needsStretcher: values.needsStretcher,
      }),
      equipements_speciaux: splitList(values.equipementsSpeciaux),
    },
    equipements_requis: splitList(values.equipementsRequis),
    commentaires: values.commentaires,
  };
}
