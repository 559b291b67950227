import { and, eq, not } from 'drizzle-orm';
import type { Tx } from '../client';
import { comments, conversations, elevationSurveys, projectDesignRequests, projects } from '../schema';

const DAY = 86_400_000;
const daysAgo = (days: number, hours = 0) => new Date(Date.now() - days * DAY - hours * 3_600_000);

/**
 * The summary's demo data on pre-construction projects (signed weeks ago, demo-catalog): customer messages
 * (received unread, sent, followed), two projects at the design office and two elevation surveys, which
 * come before the construction. The demo salesperson (commercial@) follows the first customer projects.
 */
export async function seedDemoSummary(tx: Tx, userId: Map<string, number>) {
  const projectRows = await tx
    .select({ id: projects.id, customerId: projects.customerId, salesmanId: projects.salesmanId })
    .from(projects)
    .where(and(not(projects.isProspect), eq(projects.step, 1), not(projects.isArchived)))
    .orderBy(projects.id);

  const salesman = userId.get('commercial@demo.batir.fr') ?? null;
  const technician = userId.get('technique@demo.batir.fr') ?? null;
  const mine = projectRows.filter((project) => project.salesmanId === salesman && salesman !== null);
  const others = projectRows.filter((project) => project.salesmanId !== salesman);
  const [first, second, third] = mine;
  const [otherFirst, otherSecond] = others;
  if (!first || !second || !third || !otherFirst || !otherSecond) return;

  // Messages of the projects' conversations (comments of type `project`, module messaging): read marks
  // by the side that receives them; a staff message is read by the customer unless said otherwise.
  const message = (
    project: (typeof projectRows)[number],
    values: {
      fromCustomer: boolean;
      subject: string;
      body: string;
      ago: number;
      isRead?: boolean;
    },
  ) => {
    const createdAt = daysAgo(values.ago, 3);
    return {
      type: 'project',
      linkedId: project.id,
      fromCustomer: values.fromCustomer,
      authorId: values.fromCustomer ? null : project.salesmanId,
      subject: values.subject,
      text: values.body,
      readAt: (values.isRead ?? !values.fromCustomer) ? createdAt : null,
      createdAt,
    };
  };
  // The conversations followed (« Messages suivis »): the third and the second projects'.
  await tx.insert(conversations).values([
    { projectId: first.id, createdAt: daysAgo(2, 3) },
    { projectId: second.id, isFollowed: true, createdAt: daysAgo(4, 3) },
    { projectId: third.id, isFollowed: true, createdAt: daysAgo(6, 3) },
    { projectId: otherFirst.id, createdAt: daysAgo(2, 3) },
  ]);
  await tx.insert(comments).values([
    message(first, {
      fromCustomer: true,
      subject: 'Choix du carrelage',
      body: 'Bonjour, pouvons-nous passer au showroom samedi pour choisir le carrelage de la cuisine ?',
      ago: 1,
    }),
    message(second, {
      fromCustomer: true,
      subject: 'Question sur le financement',
      body: "La banque nous demande l'attestation de prix définitive : pouvez-vous nous l'envoyer ?",
      ago: 3,
    }),
    message(third, {
      fromCustomer: true,
      subject: 'Plan de la terrasse',
      body: 'Merci pour les plans. Nous aimerions une terrasse un peu plus large côté jardin.',
      ago: 6,
      isRead: true,
    }),
    message(first, {
      fromCustomer: false,
      subject: 'Rendez-vous de signature',
      body: 'Bonjour, je vous confirme notre rendez-vous de mardi 14 h à l’agence.',
      ago: 2,
    }),
    message(second, {
      fromCustomer: false,
      subject: 'Attestation de prix',
      body: 'Vous trouverez ci-joint l’attestation de prix demandée par votre banque.',
      ago: 4,
    }),
    message(otherFirst, {
      fromCustomer: true,
      subject: 'Date de démarrage du chantier',
      body: 'Bonjour, avez-vous une date prévisionnelle pour le démarrage des travaux ?',
      ago: 2,
    }),
  ]);

  // Two projects at the design office: one requested (the salesperson's), one in progress.
  await tx.insert(projectDesignRequests).values([
    { projectId: second.id, status: 'requested', requestedAt: daysAgo(5) },
    { projectId: otherSecond.id, status: 'inProgress', requestedAt: daysAgo(12), technicianId: technician },
  ]);

  const surveys = await tx
    .insert(elevationSurveys)
    .values([
      {
        projectId: first.id,
        status: 'requested',
        surveyor: 'Cabinet Géomètres du Val de Loire',
        requestedBy: salesman,
        createdAt: daysAgo(4),
      },
      {
        projectId: otherSecond.id,
        status: 'planned',
        surveyor: 'Géo-Relevés Anjou',
        plannedOn: new Date(Date.now() + 7 * DAY).toISOString().slice(0, 10),
        requestedBy: technician,
        createdAt: daysAgo(9),
      },
    ])
    .returning({ id: elevationSurveys.id });
  const survey = surveys[0];
  if (survey) {
    await tx.insert(comments).values({
      type: 'elevationSurvey',
      linkedId: survey.id,
      text: 'Le géomètre attend l’accord des voisins pour accéder au fond du terrain.',
      authorId: salesman,
      createdAt: daysAgo(2),
    });
  }
}
