import { bpTileOf, type TBpModificationStatus } from '@batir/shared/building-permits';
import { formatDate, formatShortDate } from '@batir/shared/format';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../client';
import {
  bpAdditionalDocuments,
  bpModifications,
  buildingPermits,
  projectHistory,
  projectPermits,
  projects,
} from '../schema';

type DemoPermit = {
  project: string;
  permitType?: string;
  /** Days ago of each step (undefined: not reached). */
  printed?: number;
  downloaded?: number;
  deposited?: number;
  number?: string;
  receipt?: number;
  agreement?: number;
  issued?: number;
  refused?: number;
  refusalReason?: string;
  billed?: number;
  show?: string[];
  modifications?: {
    status: TBpModificationStatus;
    description: string;
    amountCents?: number;
    comment?: string;
  }[];
  documents?: { description: string; dueInDays: number }[];
};

const DAY = 24 * 3600 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
const dayString = (n: number) => daysAgo(n).toISOString().slice(0, 10);

/**
 * Permits of the demo customer projects (days before the seed, after the conversion), so that each
 * dashboard list has rows: being prepared (Sargé-lès-le-Mans printed), under instruction (Les Ponts-de-Cé,
 * with additional documents asked; Buxerolles), refused with plans to redraw (Déols), granted and to bill
 * (Distré). Every project in construction has its permit granted; BP modifications, at every status, are
 * on granted permits only (Olivet, Saint-Doulchard, Naveil, Mouilleron-le-Captif, Chauray, Bois-Guillaume).
 * Joué-lès-Tours (the customer account's project), both « Hortensia » (the pre-construction journey),
 * Saint-Léger-sous-Cholet, Changé, Gravigny and Hérouville-Saint-Clair keep nothing done, for the journeys.
 */
const DEMO_PERMITS: DemoPermit[] = [
  {
    project: 'Maison Camélia aux Ponts-de-Cé',
    printed: 40,
    downloaded: 35,
    deposited: 28,
    number: 'PC 049 246 26 A0012',
    receipt: 26,
    documents: [
      { description: 'Notice paysagère (PCMI4) complétée', dueInDays: 20 },
      { description: 'Plan de coupe du terrain (PCMI3) à l’échelle', dueInDays: 25 },
    ],
  },
  { project: 'Maison Glycine à Sargé-lès-le-Mans', printed: 6 },
  {
    project: 'Maison Églantine à Déols',
    printed: 120,
    downloaded: 115,
    deposited: 100,
    number: 'PC 036 063 26 B0007',
    receipt: 98,
    refused: 15,
    refusalReason: 'Hauteur au faîtage supérieure à celle autorisée par le PLU (zone UB)',
  },
  {
    project: 'Maison Camélia à Buxerolles',
    printed: 30,
    downloaded: 27,
    deposited: 21,
    number: 'PC 086 041 26 C0031',
  },
  {
    project: 'Maison Bruyère à Olivet',
    printed: 300,
    downloaded: 295,
    deposited: 290,
    number: 'PC 045 232 25 D0101',
    receipt: 288,
    agreement: 200,
    issued: 198,
    billed: 190,
    show: ['pcmi'],
    modifications: [
      {
        status: 'waitingPayment',
        description: 'Plans : garage déplacé de 2 m vers l’est',
        amountCents: 65_000,
        comment: 'Avenant signé par M. et Mme Martin',
      },
    ],
  },
  {
    project: 'Maison Iris à Vineuil',
    printed: 500,
    downloaded: 495,
    deposited: 480,
    number: 'PC 041 295 25 E0044',
    agreement: 390,
    issued: 388,
    billed: 380,
    show: ['pcmi'],
  },
  {
    project: 'Maison Dahlia à Distré',
    printed: 260,
    downloaded: 255,
    deposited: 250,
    number: 'PC 049 125 25 F0009',
    issued: 150,
  },
  {
    project: 'Maison Jasmin à Naveil',
    printed: 520,
    downloaded: 515,
    deposited: 510,
    number: 'PC 041 159 25 G0018',
    issued: 420,
    billed: 410,
    modifications: [
      { status: 'invoice', description: 'Implantation : recul de 1,50 m sur la voie', amountCents: 48_000 },
    ],
  },
  {
    project: 'Maison Fougère à Saint-Doulchard',
    printed: 280,
    downloaded: 276,
    deposited: 270,
    number: 'PC 018 205 25 H0052',
    issued: 180,
    billed: 175,
    modifications: [
      { status: 'waitingAddendum', description: 'Façades : ajout d’une fenêtre en façade nord' },
    ],
  },
  {
    project: 'Maison Hortensia à Damigny',
    printed: 250,
    downloaded: 246,
    deposited: 240,
    number: 'PC 061 143 25 L0015',
    receipt: 238,
    issued: 160,
    billed: 150,
  },
  {
    project: 'Maison Bruyère à Mouilleron-le-Captif',
    printed: 540,
    downloaded: 535,
    deposited: 530,
    number: 'PC 085 155 25 J0003',
    issued: 440,
    billed: 430,
    modifications: [
      { status: 'inProgress', description: 'Plans : ajout d’une véranda de 12 m²', amountCents: 120_000 },
    ],
  },
  {
    project: 'Maison Iris à Chauray',
    printed: 240,
    downloaded: 236,
    deposited: 230,
    number: 'PC 079 081 25 K0027',
    issued: 140,
    billed: 130,
    modifications: [
      {
        status: 'waitingAddendumCustomerSigned',
        description: 'Façades : enduit gris clair au lieu de blanc cassé',
        amountCents: 35_000,
      },
    ],
  },
  {
    project: 'Maison Églantine à Bois-Guillaume',
    printed: 600,
    downloaded: 596,
    deposited: 590,
    number: 'PC 076 108 24 M0077',
    issued: 500,
    billed: 495,
    modifications: [
      { status: 'done', description: 'Plans : suppression du cellier', amountCents: 30_000 },
      { status: 'cancelled', description: 'Façades : volets battants (abandonné)' },
    ],
  },
];

/** Demo data of the building-permits area (issue 6). */
export async function seedDemoBuildingPermits(tx: Tx, userId: Map<string, number>): Promise<void> {
  const technicalId = userId.get('technique@demo.batir.fr') ?? null;
  const rows = await tx
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(
      inArray(
        projects.name,
        DEMO_PERMITS.map((permit) => permit.project),
      ),
    );
  const idOf = new Map(rows.map((row) => [row.name, row.id]));
  for (const permit of DEMO_PERMITS) {
    const projectId = idOf.get(permit.project);
    if (!projectId) continue;
    const at = (n: number | undefined) => (n === undefined ? null : daysAgo(n));
    const on = (n: number | undefined) => (n === undefined ? null : dayString(n));
    const values = {
      projectId,
      permitType: permit.permitType ?? 'pcmi',
      printedAt: at(permit.printed),
      downloadedAt: at(permit.downloaded),
      depositedOn: on(permit.deposited),
      number: permit.number ?? '',
      receiptConfirmedAt: at(permit.receipt),
      agreementDate: on(permit.agreement),
      issueDate: on(permit.issued),
      refusedOn: on(permit.refused),
      refusalReason: permit.refusalReason ?? '',
      billedAt: at(permit.billed),
    };
    await tx.insert(buildingPermits).values(values);
    await tx
      .update(projectPermits)
      .set({
        bpTile: bpTileOf({
          printedAt: values.printedAt?.toISOString() ?? null,
          downloadedAt: values.downloadedAt?.toISOString() ?? null,
          depositedOn: values.depositedOn,
          issueDate: values.issueDate,
        }),
        bpShow: permit.show ?? [],
      })
      .where(eq(projectPermits.projectId, projectId));
    for (const [index, modification] of (permit.modifications ?? []).entries()) {
      // A modification changes a granted permit: asked some weeks after the grant, the older ones first.
      if (permit.issued === undefined)
        throw new Error(`${permit.project}: modification of a permit not granted`);
      const askedDaysAgo = Math.max(1, Math.round((permit.issued * 2) / 3) - index * 20);
      await tx.insert(bpModifications).values({
        createdAt: daysAgo(askedDaysAgo),
        updatedAt: daysAgo(Math.max(0, askedDaysAgo - 5)),
        projectId,
        status: modification.status,
        description: modification.description,
        addendumAmountCents: modification.amountCents ?? null,
        comment: modification.comment ?? '',
        createdBy: technicalId,
      });
    }
    for (const document of permit.documents ?? []) {
      await tx.insert(bpAdditionalDocuments).values({
        createdAt: daysAgo(10),
        projectId,
        description: document.description,
        dueOn: dayString(-document.dueInDays),
        createdBy: technicalId,
      });
    }
    const history: (typeof projectHistory.$inferInsert)[] = [];
    const event = (n: number | undefined, kind: string, label: string, to?: string) => {
      if (n !== undefined)
        history.push({
          projectId,
          userId: technicalId,
          kind,
          label,
          toValue: to ?? null,
          createdAt: daysAgo(n),
        });
    };
    // Same wording as the routes: long dates in the labels, DD/MM/YYYY as values.
    const long = (n: number | undefined) => (n === undefined ? '' : formatDate(`${dayString(n)}T12:00:00Z`));
    const short = (n: number | undefined) =>
      n === undefined ? undefined : formatShortDate(`${dayString(n)}T12:00:00Z`);
    event(permit.printed, 'buildingPermit.print', 'Dossier de permis imprimé');
    event(permit.downloaded, 'buildingPermit.downloaded', 'Dossier de permis signé téléchargé');
    event(
      permit.deposited,
      'buildingPermit.deposited',
      `Permis déposé en mairie le ${long(permit.deposited)} (n° ${permit.number ?? ''})`,
      short(permit.deposited),
    );
    event(
      permit.issued,
      'buildingPermit.issueDate',
      `Permis accordé le ${long(permit.issued)}`,
      short(permit.issued),
    );
    event(
      permit.refused,
      'buildingPermit.refusal',
      `Permis refusé le ${long(permit.refused)} : ${permit.refusalReason ?? ''}`,
    );
    if (history.length) await tx.insert(projectHistory).values(history);
  }
}
