import { formatShortDate } from '@batir/shared/format';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../client';
import { projectHistory, projectLogisbox, projects } from '../schema';
import { daysAgo } from './demo-catalog';

/**
 * The demo projects in construction (steps 2 and 3), days before the seed: the project frozen, the logisbox
 * file completed (its appointment and signature a little earlier), the switch to construction, and the box
 * ready for some. Their permit, loan offers and land deed (demo-building-permits, demo-financing,
 * demo-preconstruction) come before the switch, as the route requires, and all after the conversion.
 */
export const DEMO_CONSTRUCTION: {
  project: string;
  frozen: number;
  logisboxFile: number;
  switched: number;
  boxReady?: number;
}[] = [
  { project: 'Maison Bruyère à Olivet', frozen: 120, logisboxFile: 70, switched: 60 },
  { project: 'Maison Dahlia à Distré', frozen: 140, logisboxFile: 90, switched: 80 },
  { project: 'Maison Fougère à Saint-Doulchard', frozen: 130, logisboxFile: 80, switched: 70 },
  { project: 'Maison Iris à Chauray', frozen: 110, logisboxFile: 60, switched: 50 },
  { project: 'Maison Hortensia à Damigny', frozen: 120, logisboxFile: 70, switched: 45 },
  { project: 'Maison Iris à Vineuil', frozen: 300, logisboxFile: 250, switched: 240, boxReady: 30 },
  { project: 'Maison Jasmin à Naveil', frozen: 320, logisboxFile: 270, switched: 260, boxReady: 30 },
  {
    project: 'Maison Bruyère à Mouilleron-le-Captif',
    frozen: 400,
    logisboxFile: 330,
    switched: 320,
    boxReady: 60,
  },
  {
    project: 'Maison Églantine à Bois-Guillaume',
    frozen: 460,
    logisboxFile: 400,
    switched: 390,
    boxReady: 90,
  },
];

type Follow = {
  project: string;
  set: Partial<typeof projects.$inferInsert>;
  /** Its logisbox (side table project_logisbox), for the projects already in construction. */
  logisbox?: Partial<typeof projectLogisbox.$inferInsert>;
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
 * logisbox file and construction switch of the projects in construction (DEMO_CONSTRUCTION), pauses, and
 * the lines of their history timelines.
 * Several pre-construction projects keep nothing done (Maison Hortensia à Lucé, Maison Églantine à Déols,
 * Maison Dahlia à Changé): journeys start from them.
 */
const FOLLOW_UPS: Follow[] = [
  {
    project: 'Maison Aubépine à Joué-lès-Tours',
    set: { areaM2: 105, notes: 'Souhaite un garage accolé côté nord.', preconstructionStep: 2 },
    history: [
      { days: 20, kind: 'area', label: 'Surface habitable modifiée', to: '105 m²' },
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
  ...DEMO_CONSTRUCTION.map(
    (story, index): Follow => ({
      project: story.project,
      set: {
        areaM2: 100 + index * 6,
        workingDamage: true,
        boxReady: story.boxReady !== undefined,
        frozenAt: daysAgo(story.frozen),
        switchedToConstructionAt: daysAgo(story.switched),
        preconstructionStep: 5,
      },
      logisbox: {
        appointmentAt: daysAgo(story.logisboxFile + 10, 9),
        signedAt: daysAgo(story.logisboxFile + 3),
        fileAt: daysAgo(story.logisboxFile),
      },
      history: [
        {
          days: story.frozen,
          kind: 'frozen',
          label: 'Projet figé',
          from: 'Non figé',
          to: `Figé le ${formatShortDate(daysAgo(story.frozen))}`,
        },
        {
          days: story.switched,
          kind: 'step',
          label: 'Passage en construction',
          from: 'Pré-construction',
          to: 'Construction',
          by: 'admin',
        },
        ...(story.boxReady === undefined
          ? []
          : [{ days: story.boxReady, kind: 'boxReady', label: 'Box prête', from: 'Non', to: 'Oui' }]),
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
    if (follow.logisbox) {
      await tx.update(projectLogisbox).set(follow.logisbox).where(eq(projectLogisbox.projectId, row.id));
    }
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
