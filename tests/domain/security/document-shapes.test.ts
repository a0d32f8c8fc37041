import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkMessageText } from '@/domain/messages/message';
import { vehicleInputSchema } from '@/domain/organisation/vehicle';
import { patientInputSchema } from '@/domain/patient/patient-input.schema';
import { profileInputErrors } from '@/domain/user/profile-input';
import {
  DOCUMENT_SHAPES,
  responseShape,
  transportPrivateShape,
  transportShape,
  transportPrescriptionShape,
} from '@/domain/security/document-shapes';
import { PRESCRIPTION_SCAN_MAX_BYTES } from '@/domain/transport/prescription-scan';
import { changeShapeCondition, shapeCondition, shapeKeys } from '@/domain/security/shape-rules';
import { FIELD_LIMITS as L, RIDE_HISTORY_MAX } from '@/domain/shared/field-limits';
import { parseTransportInput } from '@/domain/transport/transport-input.schema';
import { documentSize, largestOf, TIME } from '@tests/support/largest-document';

const RULES = readFileSync(
  fileURLToPath(new URL('../../../firestore.rules', import.meta.url)),
  'utf8',
);
const MIB = 1024 * 1024;

describe('[SHAPE1] les formes du domaine deviennent des fonctions des règles', () => {
  it.each(Object.entries(DOCUMENT_SHAPES))(
    '[SHAPE1] %s : une fonction <nom>Shape(d) qui n’admet que ses clés',
    (name, schema) => {
      expect(RULES).toContain(`function ${name}Shape(d) {`);
      // A union of forms (a profile's time, its address) has no keys of its own: its condition is the function.
      if (schema._zod.def.type === 'union') {
        expect(RULES).toContain(`return ${shapeCondition(schema, '')};`);
        return;
      }
      const keys = shapeKeys(schema);
      expect(RULES).toContain(`d.keys().hasOnly([${keys.map((k) => `'${k}'`).join(', ')}])`);
    },
  );
  it('[SHAPE1] texte borné, champ facultatif vérifié seulement s’il est là, liste d’étiquettes bornée en tout', () => {
    const condition = shapeCondition(
      z.strictObject({
        a: z.string().max(5),
        b: z.string().max(3).nullable().optional(),
        c: z.array(z.string().max(4)).max(2),
      }),
      '',
    );
    expect(condition.split('\n&& ')).toEqual([
      "d.keys().hasOnly(['a', 'b', 'c'])",
      'd.a is string && d.a.size() <= 5',
      "(d.get('b', null) == null || d.b is string && d.b.size() <= 3)",
      "d.c is list && d.c.size() <= 2 && d.c.join('').size() <= 8",
    ]);
  });
  it('[SHAPE1] une union : l’une des formes ; une partie à sa fonction : appelée par son nom', () => {
    const part = z.strictObject({ x: z.boolean() });
    const condition = shapeCondition(
      z.strictObject({
        t: z.union([z.number(), z.string().max(4)]),
        p: part.meta({ rules: 'shape', name: 'part' }).optional(),
      }),
      '',
    );
    expect(condition.split('\n&& ')).toEqual([
      "d.keys().hasOnly(['t', 'p'])",
      '((d.t is number) || (d.t is string && d.t.size() <= 4))',
      "(d.get('p', null) == null || partShape(d.p))",
    ]);
  });
  it('[SHAPE1] sur une mise à jour : seules les clés changées sont vérifiées (le reste l’a été à l’écriture)', () => {
    const condition = changeShapeCondition(
      z.strictObject({ a: z.string().max(5), b: z.boolean().optional() }),
      '',
    );
    expect(condition.split('\n&& ')).toEqual([
      "keys.hasOnly(['a', 'b'])",
      "(!keys.hasAny(['a']) || d.a is string && d.a.size() <= 5)",
      "(!keys.hasAny(['b']) || d.get('b', null) == null || d.b is bool)",
    ]);
    expect(RULES).toContain('function userChangeShape(d, keys) {');
    expect(RULES).toContain('userChangeShape(request.resource.data, changedKeys())');
  });
  it('[SHAPE1] un texte sans longueur maximale ne se traduit pas : le générateur refuse', () => {
    expect(() => shapeCondition(z.strictObject({ a: z.string() }), '')).toThrow(/longueur/);
  });
});

describe('[SHAPE2] le plus grand document légitime reste loin de 1 Mio', () => {
  const rideValue = (path: string) =>
    path === 'responses' ? largestOf(responseShape, () => null) : TIME;
  it('[SHAPE2] un transport à historique plein, chaque champ au maximum : moins de 384 Kio (moins de 1 Mio même en caractères de 4 octets)', () => {
    const ride = largestOf(transportShape, rideValue) as { historique_etats: unknown[] };
    expect(ride.historique_etats).toHaveLength(RIDE_HISTORY_MAX);
    // 'é' is 2 bytes: the worst case of French text. Even 4-byte characters everywhere stay under 1 MiB.
    const size = documentSize('transport', ride);
    expect(size).toBeLessThan((3 * MIB) / 8);
    expect(size * 2).toBeLessThan(MIB);
    // And it passes its own shape (the device would write it).
    expect(transportShape.safeParse({ ...ride }).success).toBe(true);
  });
  it.each(Object.entries(DOCUMENT_SHAPES))(
    '[SHAPE2] %s au maximum : moins de 64 Kio',
    (name, schema) => {
      // Their own bounds below: a ride's history, a prescription's scan.
      if (name === 'transport' || name === 'transportPrescription') return;
      expect(
        documentSize(
          name,
          largestOf(schema, () => TIME),
        ),
      ).toBeLessThan(64 * 1024);
    },
  );
  it('[SHAPE2] le scan d’une prescription au plafond (300 Ko) : moins de 1 Mio, et plus un octet est refusé', () => {
    const largest = largestOf(transportPrescriptionShape, () => TIME) as { image: Uint8Array };
    expect(largest.image.byteLength).toBe(PRESCRIPTION_SCAN_MAX_BYTES);
    expect(documentSize('transportPrescriptions', largest) * 3).toBeLessThan(MIB);
  });
  it('[SHAPE2] une clé inconnue ou un texte trop long : refusé par la forme aussi côté appareil', () => {
    const largest = largestOf(transportPrivateShape, () => TIME) as Record<string, unknown>;
    expect(transportPrivateShape.safeParse(largest).success).toBe(true);
    expect(transportPrivateShape.safeParse({ ...largest, extra: 1 }).success).toBe(false);
    expect(
      transportPrivateShape.safeParse({ ...largest, commentaires: 'x'.repeat(L.comment + 1) })
        .success,
    ).toBe(false);
  });
});

describe('[SHAPE3] l’appareil refuse ce que le serveur refuse, en français', () => {
  const input = {
    type_transport: 'ambulance',
    date_transport: Date.UTC(2026, 10, 25, 8),
    adresse_depart: { rue: '1 rue A', ville: 'Paris', codePostal: '75001' },
    adresse_arrivee: { rue: '2 rue B', ville: 'Lyon', codePostal: '69001' },
  };
  it('[SHAPE3] une ville trop longue, trop d’équipements, un commentaire trop long', () => {
    const long = parseTransportInput({
      ...input,
      adresse_depart: { ...input.adresse_depart, ville: 'x'.repeat(L.city + 1) },
      equipements_requis: Array.from({ length: L.labels + 1 }, () => 'Oxygène'),
      commentaires: 'x'.repeat(L.comment + 1),
    });
    expect(long.ok).toBe(false);
    const messages = long.ok ? [] : long.errors.map((e) => e.message);
    expect(messages).toContain(`La ville de départ dépasse ${L.city} caractères : raccourcissez.`);
    expect(messages).toContain(`Les équipements requis : ${L.labels} éléments au plus.`);
    expect(messages).toContain(`Le commentaire dépasse ${L.comment} caractères : raccourcissez.`);
    expect(parseTransportInput(input).ok).toBe(true);
  });
  it('[SHAPE3] le nom d’un patient trop long', () => {
    const parsed = patientInputSchema('2026-11-27').safeParse({
      first_name: 'Jeanne',
      last_name: 'x'.repeat(L.name + 1),
    });
    expect(parsed.error?.issues[0]?.message).toBe(
      `Le nom du patient dépasse ${L.name} caractères : raccourcissez.`,
    );
  });
  it('[SHAPE3] les réglages du profil : noms, téléphone, adresse au-delà des limites du serveur', () => {
    const profile = {
      firstName: 'x'.repeat(L.name),
      lastName: 'x'.repeat(L.name + 1),
      displayName: 'Jeanne Martin',
      phoneNumber: '0'.repeat(L.phone + 1),
      address: 'x'.repeat(L.street + 1),
      company_name: 'x'.repeat(L.name),
    };
    expect(profileInputErrors(profile)).toEqual({
      lastName: `Le nom dépasse ${L.name} caractères : raccourcissez.`,
      phoneNumber: `Le téléphone dépasse ${L.phone} caractères : raccourcissez.`,
      address: `L’adresse postale dépasse ${L.street} caractères : raccourcissez.`,
    });
    expect(
      profileInputErrors({
        ...profile,
        lastName: 'Martin',
        phoneNumber: '06 01 02 03 04',
        address: 'x'.repeat(L.street),
      }),
    ).toBeNull();
  });
  it('[SHAPE3] le nom d’un véhicule trop long', () => {
    const vehicle = { kind: 'vsl', registration: 'AB-123-CD', label: 'x'.repeat(L.name) };
    expect(vehicleInputSchema.safeParse(vehicle).success).toBe(true);
    expect(
      vehicleInputSchema.safeParse({ ...vehicle, label: 'x'.repeat(L.name + 1) }).error?.issues[0]
        ?.message,
    ).toBe(`Le nom du véhicule dépasse ${L.name} caractères : raccourcissez.`);
  });
  it('[SHAPE3] un message trop long', () => {
    expect(checkMessageText('x'.repeat(L.message + 1)).ok).toBe(false);
    expect(checkMessageText('x'.repeat(L.message)).ok).toBe(true);
  });
});
