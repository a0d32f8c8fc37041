import { ORGANISATION_COLLECTIONS } from '@/domain/organisation/own-organisation';
import { withOrganisationCard } from '@/domain/transport/organisation-names';
import type { Transport } from '@/domain/transport/transport.schema';
import type { OrganisationRow } from '@/data/demo-server/server-db';
import { CITIES } from '@/data/demo-server/seed/places';
import {
  DEMO_ORGANISATIONS,
  type DemoOrganisation,
} from '@/data/demo-server/seed/organisation-list';

export {
  clinicOfCity,
  DEMO_ORGANISATIONS,
  organisation,
  type DemoOrganisation,
  type DemoOrgId,
  type OrganisationRole,
} from '@/data/demo-server/seed/organisation-list';

const isCompany = (
  o: DemoOrganisation,
): o is DemoOrganisation & { role: 'clinique' | 'ambulance' | 'vtc' } => o.role !== 'admin';

/** The organisation documents of the demo world, in their Firestore collections. */
export function demoOrganisationRows(): OrganisationRow[] {
  return DEMO_ORGANISATIONS.filter(isCompany).map((o) => ({
    id: o.orgId,
    collection: ORGANISATION_COLLECTIONS[o.role],
    data: {
      id: o.orgId,
      type: o.role,
      name: o.name,
      phone: o.phone,
      adresse: { rue: o.street, ville: CITIES[o.city].name, codePostal: o.postalCode },
      coordonnees: o.depot,
      siret: o.siret,
      ...(o.finess === undefined ? {} : { finess: o.finess }),
    },
  }));
}

const cardOf = (orgId: string | null) => {
  const found = DEMO_ORGANISATIONS.find((o) => o.orgId === orgId);
  return found ? { name: found.name, phone: found.phone, base: found.depot } : null;
};

/** A seeded ride named as the server names rides: its clinic, and its company once one accepted. */
export function withDemoOrganisationNames(transport: Transport): Transport {
  const requested = withOrganisationCard(
    transport,
    'requester',
    cardOf(transport.requester_org_id),
  );
  return transport.provider_org_id === null
    ? requested
    : withOrganisationCard(requested, 'provider', cardOf(transport.provider_org_id));
}
