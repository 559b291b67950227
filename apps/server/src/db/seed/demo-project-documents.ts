import { eq } from 'drizzle-orm';
import type { Tx } from '../client';
import { customers, outboxMessages, projectCrc, projects } from '../schema';

/** The construction-stage demo project whose CRC and customer relationship are filled. */
const CRC_PROJECT = 'Maison Dahlia à Distré';

/**
 * Demo data of the project-documents area (issue 6): the CRC modification states of a project under
 * construction (plan validated, kitchen to rework, other neutral: global state « Erreur »), the plan shown
 * to the customer, and a few e-mails and SMS already sent to that household (relationship screen). The
 * pre-construction projects, the customer account's included, are left untouched for the journeys.
 */
export async function seedDemoProjectDocuments(tx: Tx, _userId: Map<string, number>): Promise<void> {
  const [project] = await tx
    .select({
      id: projects.id,
      salesmanId: projects.salesmanId,
      email: customers.email,
      phone: customers.phone,
      surname1: customers.surname1,
    })
    .from(projects)
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .where(eq(projects.name, CRC_PROJECT))
    .limit(1);
  if (!project) return;

  await tx.insert(projectCrc).values([
    { projectId: project.id, crcType: 'plan', state: 'success' },
    { projectId: project.id, crcType: 'kitchen', state: 'error' },
    { projectId: project.id, crcType: 'other', state: 'neutral' },
  ]);
  await tx
    .update(projects)
    .set({ crcShow: ['plan'] })
    .where(eq(projects.id, project.id));

  const daysAgo = (days: number, hour: number) => {
    const date = new Date(Date.now() - days * 86_400_000);
    date.setUTCHours(hour, 0, 0, 0);
    return date;
  };
  const sent = (days: number, hour: number) => ({
    status: 'sent',
    attempts: 1,
    createdAt: daysAgo(days, hour),
    sentAt: daysAgo(days, hour),
    nextAttemptAt: daysAgo(days, hour),
    projectId: project.id,
    sentBy: project.salesmanId,
  });
  const hello = `Bonjour ${project.surname1},`;
  const rows: (typeof outboxMessages.$inferInsert)[] = [];
  if (project.email) {
    rows.push(
      {
        channel: 'email',
        recipient: project.email,
        subject: 'Vos plans modifiés',
        bodyText: `${hello}\n\nVous trouverez dans votre espace client les plans modifiés suite à notre rendez-vous. La cuisine est à revoir avec le cuisiniste.\n\nBien cordialement,\nBâtir`,
        ...sent(12, 9),
      },
      {
        channel: 'email',
        recipient: project.email,
        subject: 'Démarrage du chantier',
        bodyText: `${hello}\n\nLe terrassement de votre maison commencera lundi prochain. Votre conducteur de travaux vous appellera dans la semaine.\n\nBien cordialement,\nBâtir`,
        ...sent(4, 14),
      },
    );
  }
  if (project.phone) {
    rows.push({
      channel: 'sms',
      recipient: project.phone,
      subject: null,
      bodyText: 'Bâtir : votre rendez-vous cuisine est confirmé jeudi à 10 h à l’agence. Bonne journée !',
      ...sent(2, 11),
    });
  }
  if (rows.length) await tx.insert(outboxMessages).values(rows);
}
