import type { PlacePrecision } from '@/domain/geocoding/place';
import type { Address } from '@/domain/transport/address.schema';
import type { Coordinates } from '@/domain/transport/geo';
import { needsStretcher, type Mobility } from '@/domain/transport/mobility';
import type { Priority } from '@/domain/transport/priority';
import type { Transport } from '@/domain/transport/transport.schema';
import type { TransportType } from '@/domain/transport/transport-type';
import type { PrescribedMode } from '@/domain/transport/prescription.schema';
import type { PrescriptionScan } from '@/domain/transport/prescription-scan';
import { epochToParisLocal, parisLocalToEpoch } from '@/domain/shared/paris-local-time';

/**
 * Where an address picked in the search (issue 22) lies, and which typed text it was located for: once the street,
 * city or postcode is edited by hand, the coordinates no longer belong to it and are dropped.
 */
export interface LocatedAddress {
  /** addressKey(rue, ville, codePostal) of the text the coordinates were computed for. */
  key: string;
  coordonnees: Coordinates;
  /** null: located before issue 22 (or by the server), precision unknown. */
  precision: PlacePrecision | null;
}

export const addressKey = (rue: string, ville: string, codePostal: string): string =>
  [rue, ville, codePostal].map((part) => part.trim()).join('|');

/** The location still valid for the typed address, or null. */
export const locationOf = (
  located: LocatedAddress | null,
  rue: string,
  ville: string,
  codePostal: string,
): LocatedAddress | null =>
  located !== null && located.key === addressKey(rue, ville, codePostal) ? located : null;

/** A scan as the form holds it before the request has an id. */
export type FormScan = Omit<PrescriptionScan, 'transportId'>;

/** What the form holds: plain strings and booleans, one per control (and where each address lies). */
export interface TransportFormValues {
  /** The chosen patient record's id; '' for « Nouveau patient » (typed inline). */
  patientId: string;
  /** With « Nouveau patient »: also save the typed patient in the organisation's list. */
  savePatient: boolean;
  /** With a saved patient: their e-mail, so they can follow their rides (issue 20); '' when none. */
  patientEmail: string;
  /** With a saved patient: the pickup address is their home, kept on the record (issue 22). */
  homeIsPickup: boolean;
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
  departLieu: LocatedAddress | null;
  arriveeLieu: LocatedAddress | null;
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
  /** Issue 22: the prescription (PMT); '' mode for none. */
  pmtMode: '' | PrescribedMode;
  pmtPrescripteur: string;
  /** YYYY-MM-DD (date inputs). */
  pmtDate: string;
  pmtAccord: boolean;
  pmtDateAccord: string;
  pmtSerie: boolean;
  /** The scan taken on this device, compressed; kept on the device with the request, sent when online. */
  pmtScan: FormScan | null;
}
export type FormField = keyof TransportFormValues;

export const EMPTY_FORM: TransportFormValues = {
  patientId: '',
  savePatient: true,
  patientEmail: '',
  homeIsPickup: true,
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
  departLieu: null,
  arriveeLieu: null,
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
  pmtMode: '',
  pmtPrescripteur: '',
  pmtDate: '',
  pmtAccord: false,
  pmtDateAccord: '',
  pmtSerie: false,
  pmtScan: null,
};

const storedLocation = (address: Address): LocatedAddress | null =>
  address.coordonnees === null
    ? null
    : {
        key: addressKey(address.rue, address.ville, address.codePostal),
        coordonnees: address.coordonnees,
        precision: null,
      };

/** The edit form starts from the request as it stands. */
export function formValuesOf(transport: Transport): TransportFormValues {
  const { patient_info: patient, informations_medicales: medical } = transport;
  const { adresse_depart: depart, adresse_arrivee: arrivee } = transport;
  return {
    patientId: transport.patient_id ?? '',
    savePatient: false,
    homeIsPickup: false,
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
    departLieu: storedLocation(depart),
    arriveeLieu: storedLocation(arrivee),
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
    // The prescription is filed with the request and not edited afterwards (create-only in the rules).
    pmtMode: '',
    pmtPrescripteur: '',
    pmtDate: '',
    pmtAccord: false,
    pmtDateAccord: '',
    pmtSerie: false,
    pmtScan: null,
  };
}

const splitList = (text: string) =>
  text
    .split(/[,;\n]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');

// Not an ISO date, so the domain reports « date invalide » rather than guessing with Date.parse.
const UNREADABLE_DATE = 'date illisible';

function address(
  rue: string,
  ville: string,
  codePostal: string,
  located: LocatedAddress | null,
  before: Address | undefined,
) {
  const same =
    before !== undefined &&
    before.rue.trim() === rue.trim() &&
    before.ville.trim() === ville.trim() &&
    before.codePostal.trim() === codePostal.trim();
  // Coordinates belong to the address they were computed for: a changed address drops them.
  const picked = locationOf(located, rue, ville, codePostal);
  return {
    rue,
    ville,
    codePostal,
    coordonnees: picked?.coordonnees ?? (same ? before.coordonnees : null),
  };
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
      values.departLieu,
      before?.adresse_depart,
    ),
    adresse_arrivee: address(
      values.arriveeRue,
      values.arriveeVille,
      values.arriveeCodePostal,
      values.arriveeLieu,
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
    pmt:
      values.pmtMode === ''
        ? null
        : {
            mode: values.pmtMode,
            prescripteur: values.pmtPrescripteur,
            date_prescription: values.pmtDate,
            accord_prealable: values.pmtAccord,
            date_accord: values.pmtAccord ? values.pmtDateAccord : null,
            serie: values.pmtSerie,
          },
  };
}
