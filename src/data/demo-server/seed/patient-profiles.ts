import type { Mobility } from '@/domain/transport/mobility';
import type { CityKey } from '@/data/demo-server/seed/places';

export interface DemoPatientProfile {
  firstName: string;
  lastName: string;
  sex: 1 | 2;
  birthDate: string;
  city: CityKey;
  /** Index of the home in CITIES[city].homes. */
  home: number;
  mobility: Mobility;
  conditions: string[];
  pathologie: string;
  needsOxygen: boolean;
  /** The patient's own account, when they have one (their transports carry it as global_patient_id). */
  accountUid: string | null;
}

type Row = [
  string,
  string,
  1 | 2,
  string,
  CityKey,
  number,
  Mobility,
  string[],
  string,
  boolean?,
  string?,
];

// prettier-ignore
const ROWS: Row[] = [
  ['Jeanne', 'Dupuis', 2, '1948-03-14', 'lyon', 0, 'aide', ['Insuffisance cardiaque'], 'Insuffisance cardiaque — suivi cardiologique', false, 'demo-patient'],
  ['Marcel', 'Bonnet', 1, '1941-11-02', 'lyon', 1, 'brancard', ['Fracture du col du fémur'], 'Fracture du col du fémur opérée', false, 'demo-patient-2'],
  ['Élise', 'Garnier', 2, '1956-07-22', 'lyon', 2, 'autonome', ['Cancer du sein'], 'Cancer du sein — chimiothérapie'],
  ['Robert', 'Chevalier', 1, '1938-01-30', 'lyon', 3, 'fauteuil_roulant', ['Maladie de Parkinson'], 'Maladie de Parkinson'],
  ['Yasmina', 'Belkacem', 2, '1972-05-09', 'lyon', 4, 'autonome', ['Insuffisance rénale chronique'], 'Insuffisance rénale — hémodialyse'],
  ['Gérard', 'Perrin', 1, '1950-09-18', 'lyon', 5, 'brancard', ['AVC récent', 'Hémiplégie droite'], 'AVC ischémique — rééducation', true],
  ['Monique', 'Faure', 2, '1944-12-05', 'lyon', 6, 'aide', ['BPCO'], 'BPCO sous oxygénothérapie', true],
  ['Lucas', 'Martin', 1, '1989-04-27', 'lyon', 0, 'autonome', ['Ligamentoplastie du genou'], 'Rééducation après ligamentoplastie'],
  ['Josette', 'Giraud', 2, '1939-06-11', 'marseille', 0, 'brancard', ['Soins palliatifs'], 'Soins palliatifs — cancer du pancréas', true],
  ['Antoine', 'Ferrari', 1, '1952-02-20', 'marseille', 1, 'fauteuil_roulant', ['Diabète de type 2', 'Amputation tibiale'], 'Diabète de type 2 — plaie du moignon'],
  ['Fatima', 'Haddadi', 2, '1965-10-03', 'marseille', 2, 'autonome', ['Cancer du côlon'], 'Cancer du côlon — radiothérapie'],
  ['Henri', 'Blanc', 1, '1946-08-15', 'marseille', 3, 'aide', ['Insuffisance cardiaque'], 'Insuffisance cardiaque décompensée'],
  ['Chantal', 'Rey', 2, '1958-03-28', 'marseille', 4, 'autonome', ['Insuffisance rénale chronique'], 'Hémodialyse trois fois par semaine'],
  ['Louis', 'Castelli', 1, '1935-11-19', 'marseille', 5, 'brancard', ['Fracture du bassin'], 'Fracture du bassin — alitement strict'],
  ['Suzanne', 'Lemoine', 2, '1947-01-08', 'paris', 0, 'autonome', ['Insuffisance rénale chronique'], 'Hémodialyse — séances du matin'],
  ['Bernard', 'Caron', 1, '1943-05-17', 'paris', 1, 'fauteuil_roulant', ['Insuffisance rénale chronique', 'Diabète de type 2'], 'Hémodialyse — diabète insulino-requérant'],
  ['Nadia', 'Mansouri', 2, '1970-09-01', 'paris', 2, 'autonome', ['Insuffisance rénale chronique'], 'Hémodialyse — séances de l’après-midi'],
  ['Philippe', 'Renaud', 1, '1955-12-24', 'paris', 3, 'aide', ['Insuffisance rénale chronique', 'Hypertension artérielle'], 'Hémodialyse — hypertension'],
  ['Odette', 'Marchal', 2, '1936-04-02', 'paris', 4, 'brancard', ['Insuffisance rénale chronique', 'Ostéoporose sévère'], 'Hémodialyse — ostéoporose sévère'],
  ['Kevin', 'Nguyen', 1, '1992-07-14', 'paris', 5, 'autonome', ['Greffe rénale'], 'Suivi de greffe rénale'],
];

/** The 20 demo patients, in patient-number order (patient_0001 is index 0). */
export function demoPatients(): DemoPatientProfile[] {
  return ROWS.map(
    ([
      firstName,
      lastName,
      sex,
      birthDate,
      city,
      home,
      mobility,
      conditions,
      pathologie,
      oxygen,
      uid,
    ]) => ({
      firstName,
      lastName,
      sex,
      birthDate,
      city,
      home,
      mobility,
      conditions,
      pathologie,
      needsOxygen: oxygen ?? false,
      accountUid: uid ?? null,
    }),
  );
}
