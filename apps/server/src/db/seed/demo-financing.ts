import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../client';
import { financingLoans, projectFinancings, projectHistory, projects } from '../schema';

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
  personalContributionCents: number;
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
 * Financings of the demo customer projects, one per dashboard list and more: asked (Ponts-de-Cé, Saint-
 * Doulchard), waiting for the loan offers (Joué-lès-Tours, the customer account's project; Sargé-lès-le-
 * Mans), offers received (Olivet, Distré with funds released), cancelled (Lucé). Déols, Buxerolles,
 * Saint-Léger-sous-Cholet and Changé keep no financing at all, for the journeys. The demo data hold no
 * file, so the « done » financings have no attestation file (the route requires one).
 */
const DEMO_FINANCINGS: DemoFinancing[] = [
  {
    project: 'Maison Aubépine à Joué-lès-Tours',
    totalNeedCents: 28_450_000,
    personalContributionCents: 2_500_000,
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
    personalContributionCents: 4_000_000,
    bank: { bankName: '', bankAdviser: '', bankPhone: '', bankEmail: '', broker: 'Cafpi Angers' },
    loans: [],
    requested: 5,
  },
  {
    project: 'Maison Fougère à Saint-Doulchard',
    totalNeedCents: 26_780_000,
    personalContributionCents: 1_500_000,
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
        ratePercent: null,
        durationMonths: 300,
      },
    ],
    requested: 2,
  },
  {
    project: 'Maison Glycine à Sargé-lès-le-Mans',
    totalNeedCents: 29_900_000,
    personalContributionCents: 3_000_000,
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
    personalContributionCents: 5_000_000,
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
    personalContributionCents: 2_000_000,
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
    personalContributionCents: 0,
    bank: { bankName: 'BNP Paribas Chartres', bankAdviser: '', bankPhone: '', bankEmail: '', broker: '' },
    loans: [],
    requested: 45,
    sent: 35,
    cancelled: 10,
    comment: 'Refus de la banque : les clients cherchent un autre établissement.',
  },
];

const at = (now: number, daysAgo: number | null | undefined) =>
  daysAgo === null || daysAgo === undefined ? null : new Date(now - daysAgo * day);

/** Demo data of the financing area (issue 6). */
export async function seedDemoFinancing(tx: Tx, userId: Map<string, number>): Promise<void> {
  const rows = await tx
    .select({ id: projects.id, name: projects.name, salesmanId: projects.salesmanId })
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
    await tx.insert(projectFinancings).values({
      projectId: project.id,
      totalNeedCents: entry.totalNeedCents,
      personalContributionCents: entry.personalContributionCents,
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
