import { CONSTITUTION_PIECES } from '@batir/shared/preconstruction';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../client';

type DemoLand = {
  project: string;
  status: 'searching' | 'underOffer' | 'owned';
  address: string;
  postalCode: string;
  city: string;
  section: string;
  parcel: string;
  areaM2: number | null;
  priceCents: number | null;
  seller: string;
  notary: string;
  agreement: string | null;
  deed: string | null;
  servicing: Record<string, boolean>;
  accessibility: Record<string, unknown>;
  notes: string;
  /** Piece states by key (the others stay missing). */
  pieces?: Record<string, { state: 'accepted' | 'refused' | 'received'; comment: string }>;
  /** Logisbox appointment, days from now at 10:00 UTC. */
  appointmentInDays?: number;
};

/**
 * Demo land and file pieces of some pre-construction projects. « Maison Aubépine » (the demo customer
 * account), « Maison Hortensia à Lucé » and « Maison Glycine à Saint-Léger-sous-Cholet » (the pre-construction
 * journey) keep nothing entered.
 */
const LANDS: DemoLand[] = [
  {
    project: 'Maison Camélia aux Ponts-de-Cé',
    status: 'owned',
    address: '14 chemin des Perrières',
    postalCode: '49130',
    city: 'Les Ponts-de-Cé',
    section: 'AK',
    parcel: '0287',
    areaM2: 712,
    priceCents: 8_950_000,
    seller: 'M. et Mme Chauvin',
    notary: 'Maître Lebrun, Angers',
    agreement: '2026-02-10',
    deed: '2026-05-22',
    servicing: { water: true, electricity: true, sewer: true, gas: false, telecom: true },
    accessibility: {
      truckAccess: true,
      accessWidthM: 4,
      slope: 'flat',
      ground: 'stable',
      obstacles: '',
      notes: 'Accès direct depuis le chemin communal.',
    },
    notes: 'Terrain borné, clôturé sur deux côtés.',
    pieces: {
      identity: { state: 'accepted', comment: 'Originaux vus en agence' },
      taxNotice: { state: 'accepted', comment: 'Avis 2025' },
      proofOfAddress: { state: 'accepted', comment: '' },
      landAgreement: { state: 'accepted', comment: '' },
      landDeed: { state: 'accepted', comment: 'Copie authentique du notaire' },
      soilStudy: { state: 'refused', comment: 'Étude G1 seulement : une G2 est demandée' },
    },
    appointmentInDays: 12,
  },
  {
    project: 'Maison Glycine à Sargé-lès-le-Mans',
    status: 'underOffer',
    address: 'Rue du Bois Joli, lot 3',
    postalCode: '72190',
    city: 'Sargé-lès-le-Mans',
    section: 'B',
    parcel: '1120',
    areaM2: 540,
    priceCents: 6_200_000,
    seller: 'SCI Les Hauts de Sargé',
    notary: 'Maître Poirier, Le Mans',
    agreement: '2026-09-18',
    deed: null,
    servicing: { water: true, electricity: true, sewer: true, gas: true, telecom: true },
    accessibility: {
      truckAccess: true,
      accessWidthM: 3.2,
      slope: 'light',
      ground: 'toCheck',
      obstacles: 'Candélabre à l’entrée du lot',
      notes: '',
    },
    notes: 'Lotissement viabilisé, permis d’aménager obtenu.',
    pieces: {
      identity: { state: 'accepted', comment: '' },
      landAgreement: { state: 'accepted', comment: 'Compromis signé le 18/09/2026' },
    },
  },
  {
    project: 'Maison Églantine à Déols',
    status: 'searching',
    address: '',
    postalCode: '36130',
    city: 'Déols',
    section: '',
    parcel: '',
    areaM2: null,
    priceCents: null,
    seller: '',
    notary: '',
    agreement: null,
    deed: null,
    servicing: {},
    accessibility: {},
    notes: 'Recherche un terrain de 500 à 800 m² au nord de Châteauroux.',
  },
];

/** Demo data of the preconstruction area (issue 6): land, accessibility, constitution pieces, logisbox. */
export async function seedDemoPreconstruction(tx: Tx, _userId: Map<string, number>): Promise<void> {
  for (const land of LANDS) {
    const [project] = await queryRows<{ id: number }>(
      tx,
      sql`select id from projects where name = ${land.project} and not is_prospect limit 1`,
    );
    if (!project) continue;
    await tx.execute(sql`
      insert into project_lands (project_id, status, address, postal_code, city, cadastral_section,
        cadastral_parcel, area_m2, price_cents, seller_name, notary, agreement_signed_on, deed_received_on,
        servicing, accessibility, notes)
      values (${project.id}, ${land.status}, ${land.address}, ${land.postalCode}, ${land.city}, ${land.section},
        ${land.parcel}, ${land.areaM2}, ${land.priceCents}, ${land.seller}, ${land.notary}, ${land.agreement},
        ${land.deed}, ${JSON.stringify(land.servicing)}::jsonb, ${JSON.stringify(land.accessibility)}::jsonb,
        ${land.notes})`);
    if (land.pieces) {
      const pieces = land.pieces;
      const values = CONSTITUTION_PIECES.map((piece, position) => {
        const set = pieces[piece.key];
        return sql`(${project.id}::int, ${piece.key}::text, ${piece.label}::text, ${set?.state ?? 'missing'}::text,
          ${set?.comment ?? ''}::text, ${position}::smallint)`;
      });
      await tx.execute(sql`insert into constitution_pieces (project_id, key, label, state, comment, position)
        values ${sql.join(values, sql`, `)}`);
    }
    if (land.appointmentInDays !== undefined) {
      await tx.execute(sql`update projects set logisbox_appointment_at =
          date_trunc('day', now()) + make_interval(days => ${land.appointmentInDays}, hours => 10)
        where id = ${project.id}`);
    }
  }
}
