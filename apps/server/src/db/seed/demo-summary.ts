import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../client';
import { comments, customerMessages, elevationSurveys } from '../schema';

const DAY = 86_400_000;
const daysAgo = (days: number, hours = 0) => new Date(Date.now() - days * DAY - hours * 3_600_000);

/**
 * The summary's demo data: customer projects signed over the last 12 months (created 45 days before),
 * customer messages (received unread, sent, followed), two projects at the design office and two
 * elevation surveys. The demo salesperson (commercial@) follows the first customer projects.
 */
export async function seedDemoSummary(tx: Tx, userId: Map<string, number>) {
  const projectRows = await queryRows<{ id: number; customerId: number; salesmanId: number | null }>(
    tx,
    sql`select id, customer_id as "customerId", salesman_id as "salesmanId" from projects
      where not is_prospect order by id`,
  );
  // Signed every ~3 weeks back over a year: the first two within the "new customers" window.
  for (const [index, project] of projectRows.entries()) {
    const signed = daysAgo(2 + ((index * 23) % 355), index % 9);
    await tx.execute(
      sql`update projects set converted_at = ${signed}, created_at = ${new Date(signed.getTime() - 45 * DAY)}
        where id = ${project.id}`,
    );
  }

  const salesman = userId.get('commercial@demo.batir.fr') ?? null;
  const technician = userId.get('technique@demo.batir.fr') ?? null;
  const mine = projectRows.filter((project) => project.salesmanId === salesman && salesman !== null);
  const others = projectRows.filter((project) => project.salesmanId !== salesman);
  const [first, second, third] = mine;
  const [otherFirst, otherSecond] = others;
  if (!first || !second || !third || !otherFirst || !otherSecond) return;

  const message = (
    project: (typeof projectRows)[number],
    values: {
      fromCustomer: boolean;
      subject: string;
      body: string;
      ago: number;
      isRead?: boolean;
      isFollowed?: boolean;
    },
  ) => ({
    projectId: project.id,
    customerId: project.customerId,
    fromCustomer: values.fromCustomer,
    authorId: values.fromCustomer ? null : project.salesmanId,
    subject: values.subject,
    body: values.body,
    isRead: values.isRead ?? !values.fromCustomer,
    isFollowed: values.isFollowed ?? false,
    createdAt: daysAgo(values.ago, 3),
  });
  await tx.insert(customerMessages).values([
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
      isFollowed: true,
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
      isFollowed: true,
    }),
    message(otherFirst, {
      fromCustomer: true,
      subject: 'Date de démarrage du chantier',
      body: 'Bonjour, avez-vous une date prévisionnelle pour le démarrage des travaux ?',
      ago: 2,
    }),
  ]);

  // Two projects at the design office: one requested (the salesperson's), one in progress.
  await tx.execute(sql`update projects set design_status = 'requested', design_requested_at = ${daysAgo(5)}
    where id = ${second.id}`);
  await tx.execute(sql`update projects set design_status = 'inProgress', design_requested_at = ${daysAgo(12)},
    design_technician_id = ${technician} where id = ${otherSecond.id}`);

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
