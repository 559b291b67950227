import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../client';
import { customers, financingLoans, projectFinancings, projectHistory, projects } from '../schema';

type Loan = {
  kind: string;
  bank: string;
  amountCents: number;
  ratePercent: string | null;
  durationMonths: number;
};
type DemoFinancing = {
  project: string;
  totalNeedCents: number;
  /** The household's, whole euros (customers.personal_contribution, also on the prospect sheet). */
  personalContribution: number;
  bank: { bankName: string; bankAdviser: string; bankPhone: string; bankEmail: string; broker: string };
  loans: Loan[];
  /** Days ago of each milestone (null: not reached). */
  requested: number | null;
  sent?: number;
  offers?: number;
  unlocked?: number;
  cancelled?: number;
  comment?: string;
};

const day = 24 * 3600 * 1000;

/**
 * Financings of the demo customer projects (days before the seed, after the conversion), one per dashboard
 * list and more: asked (Ponts-de-Cé, Gravigny), waiting for the loan offers (Joué-lès-Tours, the customer
 * account's project; Sargé-lès-le-Mans), cancelled (Lucé), and offers received for every project in
 * construction (funds released for some). Déols, Buxerolles, Saint-Léger-sous-Cholet and Changé keep no
 * financing at all, for the journeys. The demo data hold no file, so the « done » financings have no attestation
 * file (the route requires one).
 */
const DEMO_FINANCINGS: DemoFinancing[] = [
  {
    project: 'Maison Aubépine à Joué-lès-Tours',
    totalNeedCents: 28_450_000,
    personalContribution: 25_000,
    bank: {
      bankName: 'Crédit Agricole de la Touraine et du Poitou',
      bankAdviser: 'Mme Sandrine Lemoine',
      bankPhone: '02 47 39 84 12',
      bankEmail: 's.lemoine@ca-tourainepoitou.fr',
      broker: '',
    },
    loans: [
      {
        kind: 'main',
        bank: 'Crédit Agricole',
        amountCents: 22_950_000,
        ratePercent: '3.450',
        durationMonths: 300,
      },
      { kind: 'ptz', bank: 'Crédit Agricole', amountCents: 3_000_000, ratePercent: '0', durationMonths: 240 },
    ],
    requested: 24,
    sent: 12,
    comment: 'Offres attendues sous trois semaines.',
  },
  {
    project: 'Maison Camélia aux Ponts-de-Cé',
    totalNeedCents: 31_200_000,
    personalContribution: 40_000,
    bank: { bankName: '', bankAdviser: '', bankPhone: '', bankEmail: '', broker: 'Cafpi Angers' },
    loans: [],
    requested: 5,
  },
  {
    project: 'Maison Fougère à Saint-Doulchard',
    totalNeedCents: 26_780_000,
    personalContribution: 15_000,
    bank: {
      bankName: 'Banque Populaire Val de France',
      bankAdviser: '',
      bankPhone: '',
      bankEmail: '',
      broker: '',
    },
    loans: [
      {
        kind: 'main',
        bank: 'Banque Populaire',
        amountCents: 25_280_000,
        ratePercent: '3.400',
        durationMonths: 300,
      },
    ],
    requested: 200,
    sent: 185,
    offers: 140,
  },
  {
    project: 'Maison Glycine à Sargé-lès-le-Mans',
    totalNeedCents: 29_900_000,
    personalContribution: 30_000,
    bank: {
      bankName: 'Crédit Mutuel du Mans',
      bankAdviser: 'M. Olivier Besnard',
      bankPhone: '02 43 81 22 90',
      bankEmail: 'olivier.besnard@creditmutuel.fr',
      broker: '',
    },
    loans: [
      {
        kind: 'main',
        bank: 'Crédit Mutuel',
        amountCents: 22_400_000,
        ratePercent: '3.600',
        durationMonths: 300,
      },
      {
        kind: 'employer',
        bank: 'Action Logement',
        amountCents: 4_500_000,
        ratePercent: '1.000',
        durationMonths: 240,
      },
    ],
    requested: 40,
    sent: 30,
  },
  {
    project: 'Maison Bruyère à Olivet',
    totalNeedCents: 33_500_000,
    personalContribution: 50_000,
    bank: {
      bankName: "Caisse d'Épargne Loire-Centre",
      bankAdviser: 'Mme Nadia Benali',
      bankPhone: '02 38 24 71 00',
      bankEmail: 'n.benali@celc.caisse-epargne.fr',
      broker: 'Meilleurtaux Orléans',
    },
    loans: [
      {
        kind: 'main',
        bank: "Caisse d'Épargne",
        amountCents: 28_500_000,
        ratePercent: '3.350',
        durationMonths: 300,
      },
    ],
    requested: 120,
    sent: 105,
    offers: 80,
    comment: 'Offres acceptées par les clients après le délai de réflexion.',
  },
  {
    project: 'Maison Dahlia à Distré',
    totalNeedCents: 24_800_000,
    personalContribution: 20_000,
    bank: {
      bankName: 'LCL Saumur',
      bankAdviser: 'M. Thierry Roux',
      bankPhone: '',
      bankEmail: '',
      broker: '',
    },
    loans: [
      { kind: 'main', bank: 'LCL', amountCents: 19_800_000, ratePercent: '3.250', durationMonths: 300 },
      { kind: 'ptz', bank: 'LCL', amountCents: 3_000_000, ratePercent: '0', durationMonths: 240 },
    ],
    requested: 150,
    sent: 140,
    offers: 110,
    unlocked: 60,
  },
  {
    project: 'Maison Hortensia à Lucé',
    totalNeedCents: 27_300_000,
    personalContribution: 0,
    bank: { bankName: 'BNP Paribas Chartres', bankAdviser: '', bankPhone: '', bankEmail: '', broker: '' },
    loans: [],
    requested: 45,
    sent: 35,
    cancelled: 10,
    comment: 'Refus de la banque : les clients cherchent un autre établissement.',
  },
  {
    project: 'Maison Jasmin à Gravigny',
    totalNeedCents: 26_400_000,
    personalContribution: 18_000,
    bank: { bankName: '', bankAdviser: '', bankPhone: '', bankEmail: '', broker: 'Empruntis Évreux' },
    loans: [],
    requested: 8,
  },
  ...[
    {
      project: 'Maison Iris à Vineuil',
      bank: 'Crédit Agricole Val de France',
      needEuros: 268_000,
      contribution: 30_000,
      requested: 420,
      sent: 400,
      offers: 330,
      unlocked: 230,
    },
    {
      project: 'Maison Jasmin à Naveil',
      bank: 'Banque Populaire Val de France',
      needEuros: 281_000,
      contribution: 25_000,
      requested: 450,
      sent: 430,
      offers: 350,
      unlocked: 255,
    },
    {
      project: 'Maison Bruyère à Mouilleron-le-Captif',
      bank: 'Crédit Mutuel Océan',
      needEuros: 292_000,
      contribution: 40_000,
      requested: 480,
      sent: 460,
      offers: 380,
      unlocked: 315,
    },
    {
      project: 'Maison Iris à Chauray',
      bank: 'Caisse d’Épargne Aquitaine Poitou-Charentes',
      needEuros: 254_000,
      contribution: 20_000,
      requested: 180,
      sent: 165,
      offers: 100,
    },
    {
      project: 'Maison Hortensia à Damigny',
      bank: 'Crédit Agricole Normandie',
      needEuros: 288_000,
      contribution: 35_000,
      requested: 170,
      sent: 160,
      offers: 95,
    },
    {
      project: 'Maison Églantine à Bois-Guillaume',
      bank: 'Société Générale Rouen',
      needEuros: 342_000,
      contribution: 60_000,
      requested: 560,
      sent: 540,
      offers: 450,
      unlocked: 385,
    },
  ].map(
    ({ needEuros, contribution, bank, ...dates }): DemoFinancing => ({
      ...dates,
      totalNeedCents: needEuros * 100,
      personalContribution: contribution,
      bank: { bankName: bank, bankAdviser: '', bankPhone: '', bankEmail: '', broker: '' },
      loans: [
        {
          kind: 'main',
          bank,
          amountCents: (needEuros - contribution) * 100,
          ratePercent: '3.300',
          durationMonths: 300,
        },
      ],
    }),
  ),
];

const at = (now: number, daysAgo: number | null | undefined) =>
  daysAgo === null || daysAgo === undefined ? null : new Date(now - daysAgo * day);

/** Demo data of the financing area (issue 6). */
export async function seedDemoFinancing(tx: Tx, userId: Map<string, number>): Promise<void> {
  const rows = await tx
    .select({
      id: projects.id,
      name: projects.name,
      salesmanId: projects.salesmanId,
      customerId: projects.customerId,
    })
    .from(projects)
    .where(
      and(
        eq(projects.isProspect, false),
        inArray(
          projects.name,
          DEMO_FINANCINGS.map((entry) => entry.project),
        ),
      ),
    );
  const byName = new Map(rows.map((row) => [row.name, row]));
  const admin = userId.get('admin@demo.batir.fr') ?? null;
  const now = Date.now();
  for (const entry of DEMO_FINANCINGS) {
    const project = byName.get(entry.project);
    if (!project) continue;
    const who = project.salesmanId ?? admin;
    const requestedAt = at(now, entry.requested);
    const sentAt = at(now, entry.sent);
    const offers = at(now, entry.offers);
    const unlockedAt = at(now, entry.unlocked);
    const cancelledAt = at(now, entry.cancelled);
    await tx
      .update(customers)
      .set({ personalContribution: entry.personalContribution })
      .where(eq(customers.id, project.customerId));
    await tx.insert(projectFinancings).values({
      projectId: project.id,
      totalNeedCents: entry.totalNeedCents,
      ...entry.bank,
      requestedAt,
      sentAt,
      loanOffersReceivedOn: offers ? offers.toISOString().slice(0, 10) : null,
      unlockedAt,
      cancelledAt,
      comment: entry.comment ?? '',
    });
    if (entry.loans.length) {
      await tx.insert(financingLoans).values(entry.loans.map((loan) => ({ projectId: project.id, ...loan })));
    }
    const lines: (typeof projectHistory.$inferInsert)[] = [];
    const line = (createdAt: Date | null, kind: string, label: string, to: string) => {
      if (createdAt) lines.push({ projectId: project.id, userId: who, kind, label, toValue: to, createdAt });
    };
    line(requestedAt, 'financing.request', 'Financement demandé', 'Demandé');
    line(sentAt, 'financing.sent', 'Dossier de financement envoyé à la banque', 'Envoyé à la banque');
    if (offers) {
      const [y, m, d] = offers.toISOString().slice(0, 10).split('-');
      line(offers, 'financing.loanOffers', `Offres de prêt reçues le ${d}/${m}/${y}`, 'Offres reçues');
    }
    line(unlockedAt, 'financing.unlock', 'Fonds débloqués', 'Fonds débloqués');
    line(cancelledAt, 'financing.cancel', 'Financement annulé', 'Annulé');
    if (lines.length) await tx.insert(projectHistory).values(lines);
  }
}
