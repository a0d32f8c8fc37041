import { describe, expect, it } from 'vitest';
import { HISTORY_CSV_HEADER, historyCsv } from '@/features/transports/export/history-csv';
import { historyFileName } from '@/features/transports/export/download-csv';
import {
  historyEntry,
  mirroredBeforeAuthors,
  parisTime,
  REFUSAL,
} from '@tests/features/transports/shared/history-fixtures';

const lines = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n');

describe('[EX1] history CSV for French Excel', () => {
  it('starts with a UTF-8 BOM and the exact header, « ; »-separated, CRLF line ends', () => {
    const csv = historyCsv({ historique_etats: [] });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(HISTORY_CSV_HEADER.join(';')).toBe(
      'État;Code état;Appliqué;Motif;Motif du refus;Identifiant auteur;Heure appareil (ISO);' +
        'Heure appareil;Heure serveur (ISO);Heure serveur;Latitude;Longitude;Notes;' +
        'Auteur;Rôle;Organisation;Appareil;Âge de la position (s)',
    );
    expect(csv).toBe(`\uFEFF${HISTORY_CSV_HEADER.join(';')}\r\n`);
  });

  it('writes one row per entry, ISO and fr-FR (Paris) times, decimal commas', () => {
    const csv = historyCsv({
      historique_etats: [
        historyEntry({ notes: 'Demande de transport créée' }),
        historyEntry({
          etat: 'en_route_pickup',
          updated_by: 'u-ambu',
          timestamp: parisTime(14, 2),
          server_timestamp: parisTime(14, 37),
          applied: false,
          refusal_code: 'terminal',
          refusal_reason: REFUSAL,
          position: { lat: 48.8566, lng: 2.3522 },
        }),
      ],
    });
    const [, created, refused, end] = lines(csv);
    expect(created).toBe(
      'En attente d’un transporteur;pending;oui;;;u-clinique;2026-11-22T12:00:00.000Z;22/11/2026 13:00:00;' +
        '2026-11-22T12:00:00.000Z;22/11/2026 13:00:00;;;Demande de transport créée;;;;;',
    );
    expect(refused).toBe(
      `En route vers le patient;en_route_pickup;non;;${REFUSAL};u-ambu;2026-11-22T13:02:00.000Z;` +
        '22/11/2026 14:02:00;2026-11-22T13:37:00.000Z;22/11/2026 14:37:00;48,8566;2,3522;;;;;;',
    );
    expect(end).toBe('');
  });

  it('quotes separators and quotes, and defuses spreadsheet formulas in typed text', () => {
    const csv = historyCsv({
      historique_etats: [
        historyEntry({ notes: 'Code "B"; 2e étage', reason: '=HYPERLINK("http://x")' }),
      ],
    });
    const row = lines(csv)[1]!;
    expect(row).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(row).toContain(';"Code ""B""; 2e étage";');
  });

  it('[EX4] names the author, their role and organisation, the device, and the age of the fix', () => {
    const csv = historyCsv({
      historique_etats: [
        historyEntry({
          etat: 'arrived_pickup',
          updated_by: 'u-ambu',
          updated_by_name: 'Julien Moreau',
          updated_by_role: 'ambulance',
          updated_by_org: 'ambu_0001',
          device_id: 'appareil-1',
          timestamp: parisTime(14, 2),
          position: { lat: 48.8566, lng: 2.3522, capturedAt: parisTime(14, 2) - 183_400 },
        }),
        historyEntry({ updated_by_role: 'vtc' }),
      ],
    });
    const [, named, old] = lines(csv).map((line) => line.split(';'));
    const column = (title: string) => (HISTORY_CSV_HEADER as readonly string[]).indexOf(title);
    expect(named?.[column('Identifiant auteur')]).toBe('u-ambu');
    expect(named?.slice(column('Auteur'))).toEqual([
      'Julien Moreau',
      'Ambulance',
      'ambu_0001',
      'appareil-1',
      '183',
    ]);
    // An entry written before names were kept: the uid column alone says who.
    expect(old?.[column('Identifiant auteur')]).toBe('u-clinique');
    expect(old?.slice(column('Auteur'))).toEqual(['', 'VTC', '', '', '']);
  });

  it('[EX4] leaves the new columns empty for an entry mirrored by an earlier app version', () => {
    const mirrored = mirroredBeforeAuthors(historyEntry());
    const [, row] = lines(historyCsv({ historique_etats: [mirrored] }));
    expect(row?.endsWith(';;;;;')).toBe(true);
  });

  it('[EX4] defuses formulas in names, organisations and device ids', () => {
    const csv = historyCsv({
      historique_etats: [
        historyEntry({ updated_by_name: '=1+1', updated_by_org: '+33', device_id: '@SUM(A1)' }),
      ],
    });
    expect(lines(csv)[1]).toContain(";'=1+1;;'+33;'@SUM(A1);");
  });

  it('names the file after the transport number', () => {
    expect(historyFileName({ id: 'doc', transport_id: 'tr_vsl_00042' })).toBe(
      'transport-tr_vsl_00042-historique.csv',
    );
    expect(historyFileName({ id: 'abc/DEF', transport_id: null })).toBe(
      'transport-abc_DEF-historique.csv',
    );
  });
});
