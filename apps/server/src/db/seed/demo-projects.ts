import { formatShortDate } from '@batir/shared/format';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../client';
import { projectHistory, projects } from '../schema';

const DAY_MS = 86_400_000;
const daysAgo = (days: number, hour = 10) => {
  const date = new Date(Date.now() - days * DAY_MS);
  date.setUTCHours(hour, 0, 0, 0);
  return date;
};

type Follow = {
  project: string;
  set: Partial<typeof projects.$inferInsert>;
  history: {
    days: number;
    kind: string;
    label: string;
    from?: string;
    to?: string;
    by?: 'admin' | 'salesman';
  }[];
};

/**
 * The follow-up of the demo customer projects (issue 6): areas, working damage, frozen projects, the
 * construction switch of the projects in construction, pauses, and the lines of their history timelines.
 * Several pre-construction projects keep nothing done (Maison Hortensia à Lucé, Maison Églantine à Déols,
 * Maison Dahlia à Changé): journeys start from them.
 */
const FOLLOW_UPS: Follow[] = [
  {
    project: 'Maison Aubépine à Joué-lès-Tours',
    set: { areaM2: 105, notes: 'Souhaite un garage accolé côté nord.', preconstructionStep: 2 },
    history: [
      { days: 40, kind: 'area', label: 'Surface habitable modifiée', to: '105 m²' },
      {
        days: 12,
        kind: 'preconstructionStep',
        label: "Étape de l'espace client modifiée",
        from: '1 – Terrain',
        to: '2 – Financement',
      },
    ],
  },
  {
    project: 'Maison Camélia aux Ponts-de-Cé',
    set: { areaM2: 96, workingDamage: true, frozenAt: daysAgo(20), isWaiting: true, preconstructionStep: 3 },
    history: [
      {
        days: 35,
        kind: 'workingDamage',
        label: 'Assurance dommages-ouvrage',
        from: 'Non souscrite',
        to: 'Souscrite',
      },
      {
        days: 20,
        kind: 'frozen',
        label: 'Projet figé',
        from: 'Non figé',
        to: `Figé le ${formatShortDate(daysAgo(20))}`,
      },
      { days: 6, kind: 'waiting', label: 'Projet mis en attente', from: 'Non', to: 'Oui' },
    ],
  },
  {
    project: 'Maison Glycine à Sargé-lès-le-Mans',
    set: { areaM2: 124, onHoldAt: daysAgo(9), onHoldReason: 'Vente de la maison actuelle en cours' },
    history: [
      { days: 9, kind: 'onHold', label: 'Projet mis en pause', to: 'Vente de la maison actuelle en cours' },
    ],
  },
  ...['Maison Bruyère à Olivet', 'Maison Dahlia à Distré', 'Maison Fougère à Saint-Doulchard'].map(
    (project, index): Follow => ({
      project,
      set: {
        areaM2: 100 + index * 12,
        workingDamage: true,
        frozenAt: daysAgo(120 + index * 10),
        logisboxFileAt: daysAgo(70 + index * 10),
        switchedToConstructionAt: daysAgo(60 + index * 10),
        preconstructionStep: 5,
      },
      history: [
        { days: 120 + index * 10, kind: 'frozen', label: 'Projet figé', from: 'Non figé', to: 'Figé' },
        {
          days: 60 + index * 10,
          kind: 'step',
          label: 'Passage en construction',
          from: 'Pré-construction',
          to: 'Construction',
          by: 'admin',
        },
      ],
    }),
  ),
  ...['Maison Iris à Vineuil', 'Maison Jasmin à Naveil'].map(
    (project, index): Follow => ({
      project,
      set: {
        areaM2: 130 + index * 8,
        workingDamage: true,
        boxReady: true,
        frozenAt: daysAgo(300 + index * 20),
        logisboxFileAt: daysAgo(250 + index * 20),
        switchedToConstructionAt: daysAgo(240 + index * 20),
        preconstructionStep: 5,
      },
      history: [
        {
          days: 240 + index * 20,
          kind: 'step',
          label: 'Passage en construction',
          from: 'Pré-construction',
          to: 'Construction',
          by: 'admin',
        },
        { days: 30, kind: 'boxReady', label: 'Box prête', from: 'Non', to: 'Oui' },
      ],
    }),
  ),
];

export async function seedDemoProjects(tx: Tx, userId: Map<string, number>): Promise<void> {
  const rows = await tx
    .select({ id: projects.id, name: projects.name, salesmanId: projects.salesmanId })
    .from(projects)
    .where(
      inArray(
        projects.name,
        FOLLOW_UPS.map((follow) => follow.project),
      ),
    );
  const admin = userId.get('admin@demo.batir.fr') ?? null;
  for (const follow of FOLLOW_UPS) {
    const row = rows.find((candidate) => candidate.name === follow.project);
    if (!row) continue;
    await tx.update(projects).set(follow.set).where(eq(projects.id, row.id));
    await tx.insert(projectHistory).values(
      follow.history.map((line) => ({
        projectId: row.id,
        userId: line.by === 'admin' ? admin : (row.salesmanId ?? admin),
        kind: line.kind,
        label: line.label,
        fromValue: line.from ?? null,
        toValue: line.to ?? null,
        createdAt: daysAgo(line.days),
      })),
    );
  }
}
