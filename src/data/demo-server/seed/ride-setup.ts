import type { Address } from '@/domain/transport/address.schema';
import {
  organisation,
  clinicOfCity,
  type DemoOrganisation,
} from '@/data/demo-server/seed/organisations';
import { clinicStaff, crewOf } from '@/data/demo-server/seed/crews';
import { fullNameOf, type DemoPerson } from '@/data/demo-server/seed/people';
import { CITIES, CLINIC_ADDRESSES } from '@/data/demo-server/seed/places';
import type { DemoPatientProfile } from '@/data/demo-server/seed/patients';
import {
  PROVIDER_BY_CITY_AND_TYPE,
  type TransportPlan,
} from '@/data/demo-server/seed/transport-plans';
import type { RideContext } from '@/data/demo-server/seed/step-details';

export interface RideSetup {
  clinic: DemoOrganisation;
  staff: DemoPerson;
  provider: { org: DemoOrganisation; dispatcher: DemoPerson; driver: DemoPerson } | null;
  pickup: Address;
  dropoff: Address;
  context: RideContext;
}

/** « Hôpital Édouard-Herriot » from « Hôpital Édouard-Herriot, 5 place d’Arsonval ». */
const placeName = (address: Address) => address.rue.split(',')[0] ?? address.rue;

function route(plan: TransportPlan, patient: DemoPatientProfile, index: number) {
  const city = CITIES[patient.city];
  const home = city.homes[patient.home % city.homes.length] as Address;
  const clinic = CLINIC_ADDRESSES[patient.city];
  const hospital = city.hospitals[index % city.hospitals.length] as Address;
  switch (plan.trip) {
    case 'aller':
      return { pickup: home, dropoff: clinic, destination: placeName(clinic) };
    case 'retour':
      return { pickup: clinic, dropoff: home, destination: 'le domicile du patient' };
    case 'consultation':
      return { pickup: home, dropoff: hospital, destination: placeName(hospital) };
  }
}

/** The company serving the ride once accepted; the plan never asks for one a city lacks. */
function providerFor(plan: TransportPlan, patient: DemoPatientProfile, index: number) {
  const orgId = PROVIDER_BY_CITY_AND_TYPE[patient.city]?.[plan.type];
  if (!orgId) return null;
  const { dispatcher, drivers } = crewOf(orgId);
  const driver = drivers[index % drivers.length] as DemoPerson;
  return { org: organisation(orgId), dispatcher, driver };
}

export function rideSetup(
  plan: TransportPlan,
  patient: DemoPatientProfile,
  index: number,
): RideSetup {
  const clinic = clinicOfCity(patient.city);
  const { pickup, dropoff, destination } = route(plan, patient, index);
  const provider = providerFor(plan, patient, index);
  const context: RideContext = {
    provider: provider?.org.name ?? '',
    driver: provider ? fullNameOf(provider.driver) : '',
    destination,
    stretcher: patient.mobility === 'brancard',
    depot: provider?.org.depot ?? clinic.depot,
    pickup,
    dropoff,
  };
  return { clinic, staff: clinicStaff(clinic.orgId), provider, pickup, dropoff, context };
}
