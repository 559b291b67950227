import { and, eq, inArray, not } from 'drizzle-orm';
import type { Tx } from '../client';
import { appointments, projects, users } from '../schema';

/** The salespeople the demo grid operator leads (users.manager_id): his Recrutement screen and his team. */
export const DEMO_TEAM = ['commercial@demo.batir.fr', 'n.bertrand@demo.batir.fr', 'p.girard@demo.batir.fr'];
const GRID_OPERATOR = 'reseau@demo.batir.fr';
/** A salesperson outside the team: the grid operator sees his appointments as « Occupé » only. */
const OUTSIDE_TEAM = 'l.chevalier@demo.batir.fr';

const DAY = 86_400_000;

/** `days` from today (negative: in the past) at `hour` o'clock UTC, `hours` long. */
function slot(days: number, hour: number, hours = 1) {
  const start = new Date(Date.now() + days * DAY);
  start.setUTCHours(hour, 0, 0, 0);
  return { startsAt: start, endsAt: new Date(start.getTime() + hours * 3_600_000) };
}

/**
 * The grid operator's team, and their agendas: for each salesperson of the team and the one outside it, a
 * meeting with a customer of his last week (agency) and a land visit in the coming days, on his own live
 * customer projects, and one internal team meeting in the grid operator's agenda. Written the day before
 * the past meetings, so that nothing but the meetings themselves lies ahead.
 */
export async function seedDemoAppointments(tx: Tx, userId: Map<string, number>) {
  const lead = userId.get(GRID_OPERATOR);
  if (lead === undefined) return;
  const team = DEMO_TEAM.flatMap((email) => userId.get(email) ?? []);
  await tx.update(users).set({ managerId: lead }).where(inArray(users.id, team));

  const written = new Date(Date.now() - 8 * DAY);
  const rows: (typeof appointments.$inferInsert)[] = [];
  for (const [index, email] of [...DEMO_TEAM, OUTSIDE_TEAM].entries()) {
    const salesman = userId.get(email);
    if (salesman === undefined) continue;
    const [met, visited] = await tx
      .select({ id: projects.id, landCity: projects.landCity })
      .from(projects)
      .where(and(eq(projects.salesmanId, salesman), not(projects.isProspect), not(projects.isArchived)))
      .orderBy(projects.id)
      .limit(2);
    if (met)
      rows.push({
        type: 1,
        title: 'Point sur le dossier',
        projectId: met.id,
        userId: salesman,
        ...slot(-3 - index, 9 + index),
        place: 'Agence',
        createdBy: salesman,
        createdAt: written,
        updatedAt: written,
      });
    if (visited)
      rows.push({
        type: 2,
        title: 'Visite du terrain',
        projectId: visited.id,
        userId: salesman,
        ...slot(1 + index, 14, 2),
        place: visited.landCity,
        createdBy: salesman,
        createdAt: written,
        updatedAt: written,
      });
  }
  rows.push({
    type: 4,
    title: 'Réunion d’équipe',
    userId: lead,
    ...slot(2, 8),
    place: 'Agence',
    description: 'Les prospects de la semaine, commercial par commercial.',
    createdBy: lead,
    createdAt: written,
    updatedAt: written,
  });
  await tx.insert(appointments).values(rows);
}
