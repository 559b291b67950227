import { formatShortDate } from '@batir/shared/format';
import { CONSTITUTION_PIECES } from '@batir/shared/preconstruction';
import { and, eq, not, sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { constitutionPieces, projectLands, projectLogisbox, projects } from '../schema';
import { dayString, daysAgo } from './demo-catalog';

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
  /** Days before the seed the sale agreement was signed and the deed received (null: not yet). */
  agreement: number | null;
  deed: number | null;
  servicing: Record<string, boolean>;
  accessibility: Record<string, unknown>;
  notes: string;
  /** Piece states by key (the others stay missing). */
  pieces?: Record<string, { state: 'accepted' | 'refused' | 'received'; comment: string }>;
  /** Logisbox appointment, days from now at 10:00 UTC. */
  appointmentInDays?: number;
};

/**
 * The land of the projects in construction (demo-projects DEMO_CONSTRUCTION): owned, the deed received
 * (days before the seed) before the switch to construction, every piece of the file accepted.
 */
const CONSTRUCTION_LANDS: (Pick<
  DemoLand,
  'project' | 'address' | 'postalCode' | 'city' | 'section' | 'parcel' | 'seller' | 'notary'
> & { areaM2: number; priceCents: number; deed: number })[] = [
  {
    project: 'Maison Bruyère à Olivet',
    address: '9 rue des Vignes',
    postalCode: '45160',
    city: 'Olivet',
    section: 'BK',
    parcel: '0231',
    areaM2: 620,
    priceCents: 9_200_000,
    seller: 'M. Jacques Pelletier',
    notary: 'Maître Masson, Orléans',
    deed: 150,
  },
  {
    project: 'Maison Iris à Vineuil',
    address: '22 chemin de la Noue',
    postalCode: '41350',
    city: 'Vineuil',
    section: 'AE',
    parcel: '0578',
    areaM2: 810,
    priceCents: 7_400_000,
    seller: 'Consorts Hubert',
    notary: 'Maître Caillaud, Blois',
    deed: 350,
  },
  {
    project: 'Maison Dahlia à Distré',
    address: '3 impasse des Coteaux',
    postalCode: '49400',
    city: 'Distré',
    section: 'ZB',
    parcel: '0145',
    areaM2: 700,
    priceCents: 5_600_000,
    seller: 'M. et Mme Besson',
    notary: 'Maître Gallard, Saumur',
    deed: 120,
  },
  {
    project: 'Maison Jasmin à Naveil',
    address: '15 rue du Loir',
    postalCode: '41100',
    city: 'Naveil',
    section: 'AB',
    parcel: '0936',
    areaM2: 750,
    priceCents: 5_100_000,
    seller: 'SCI du Bas-Vendômois',
    notary: 'Maître Riviere, Vendôme',
    deed: 380,
  },
  {
    project: 'Maison Fougère à Saint-Doulchard',
    address: '6 allée des Chaumes',
    postalCode: '18230',
    city: 'Saint-Doulchard',
    section: 'AN',
    parcel: '0312',
    areaM2: 580,
    priceCents: 6_300_000,
    seller: 'M. Patrice Lemaire',
    notary: 'Maître Jourdain, Bourges',
    deed: 160,
  },
  {
    project: 'Maison Bruyère à Mouilleron-le-Captif',
    address: '27 rue de la Garenne',
    postalCode: '85000',
    city: 'Mouilleron-le-Captif',
    section: 'AH',
    parcel: '0658',
    areaM2: 690,
    priceCents: 6_900_000,
    seller: 'Vendée Aménagement',
    notary: 'Maître Guilbaud, La Roche-sur-Yon',
    deed: 420,
  },
  {
    project: 'Maison Iris à Chauray',
    address: '11 rue des Ormeaux',
    postalCode: '79180',
    city: 'Chauray',
    section: 'AL',
    parcel: '0207',
    areaM2: 560,
    priceCents: 6_100_000,
    seller: 'M. et Mme Texier',
    notary: 'Maître Bonnin, Niort',
    deed: 120,
  },
  {
    project: 'Maison Hortensia à Damigny',
    address: '4 rue des Écoles',
    postalCode: '61250',
    city: 'Damigny',
    section: 'AD',
    parcel: '0389',
    areaM2: 650,
    priceCents: 3_900_000,
    seller: 'Commune de Damigny',
    notary: 'Maître Lecomte, Alençon',
    deed: 130,
  },
  {
    project: 'Maison Églantine à Bois-Guillaume',
    address: '18 rue de la Prévotière',
    postalCode: '76230',
    city: 'Bois-Guillaume',
    section: 'AR',
    parcel: '0114',
    areaM2: 600,
    priceCents: 11_500_000,
    seller: 'M. Henri Lefrançois',
    notary: 'Maître Duval, Rouen',
    deed: 480,
  },
];

/**
 * Demo land and file pieces of some pre-construction projects (dates in days before the seed, after the
 * conversion), then of every project in construction. « Maison Aubépine » (the demo customer account),
 * « Maison Hortensia à Lucé » and « Maison Glycine à Saint-Léger-sous-Cholet » (the pre-construction
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
    agreement: 110,
    deed: 60,
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
    agreement: 70,
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
      landAgreement: { state: 'accepted', comment: `Compromis signé le ${formatShortDate(daysAgo(70))}` },
    },
  },
  {
    // Its permit was filed on this land (then refused): the sale waits for the new plans.
    project: 'Maison Églantine à Déols',
    status: 'underOffer',
    address: 'Allée des Tilleuls, lot 7',
    postalCode: '36130',
    city: 'Déols',
    section: 'AC',
    parcel: '0412',
    areaM2: 640,
    priceCents: 4_800_000,
    seller: 'Mme Lucienne Renard',
    notary: 'Maître Aubry, Châteauroux',
    agreement: 130,
    deed: null,
    servicing: { water: true, electricity: true, sewer: false, gas: false, telecom: true },
    accessibility: {},
    notes: 'Compromis sous condition suspensive d’obtention du permis de construire.',
  },
  ...CONSTRUCTION_LANDS.map(
    (land): DemoLand => ({
      ...land,
      status: 'owned',
      agreement: land.deed + 90,
      servicing: { water: true, electricity: true, sewer: true, gas: false, telecom: true },
      accessibility: { truckAccess: true, slope: 'flat', ground: 'stable', obstacles: '', notes: '' },
      notes: '',
      pieces: Object.fromEntries(
        CONSTITUTION_PIECES.map((piece) => [piece.key, { state: 'accepted' as const, comment: '' }]),
      ),
    }),
  ),
];

/** Demo data of the preconstruction area (issue 6): land, accessibility, constitution pieces, logisbox. */
export async function seedDemoPreconstruction(tx: Tx, _userId: Map<string, number>): Promise<void> {
  for (const land of LANDS) {
    const [project] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.name, land.project), not(projects.isProspect)))
      .limit(1);
    if (!project) continue;
    await tx.insert(projectLands).values({
      projectId: project.id,
      status: land.status,
      address: land.address,
      postalCode: land.postalCode,
      city: land.city,
      cadastralSection: land.section,
      cadastralParcel: land.parcel,
      areaM2: land.areaM2,
      priceCents: land.priceCents,
      sellerName: land.seller,
      notary: land.notary,
      agreementSignedOn: land.agreement === null ? null : dayString(land.agreement),
      deedReceivedOn: land.deed === null ? null : dayString(land.deed),
      servicing: land.servicing,
      accessibility: land.accessibility,
      notes: land.notes,
    });
    if (land.pieces) {
      const pieces = land.pieces;
      await tx.insert(constitutionPieces).values(
        CONSTITUTION_PIECES.map((piece, position) => {
          const set = pieces[piece.key];
          return {
            projectId: project.id,
            key: piece.key,
            label: piece.label,
            state: set?.state ?? 'missing',
            comment: set?.comment ?? '',
            position,
          };
        }),
      );
    }
    if (land.appointmentInDays !== undefined) {
      await tx
        .update(projectLogisbox)
        .set({
          appointmentAt: sql`date_trunc('day', now()) + make_interval(days => ${land.appointmentInDays}, hours => 10)`,
        })
        .where(eq(projectLogisbox.projectId, project.id));
    }
  }
}
