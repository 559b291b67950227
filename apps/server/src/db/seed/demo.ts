import { DEMO_PASSWORD } from '@batir/shared/constants';
import type { Role } from '@batir/shared/roles';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/auth.service';
import type { Database } from '../client';
import { craftsmen, customers, houseFamilies, houses, projects, users } from '../schema';
import { seedDemoAppointments } from './demo-appointments';
import { seedDemoBuildingPermits } from './demo-building-permits';
import {
  DEMO_CRAFTSMEN,
  DEMO_CUSTOMER_PROJECTS,
  DEMO_HOUSE_FAMILIES,
  DEMO_PROSPECTS,
  type DemoProject,
  daysAgo,
} from './demo-catalog';
import { seedDemoContacts } from './demo-contacts';
import { seedDemoFinancing } from './demo-financing';
import { seedDemoPreconstruction } from './demo-preconstruction';
import { seedDemoProjectDocuments } from './demo-project-documents';
import { seedDemoProjects } from './demo-projects';
import { seedDemoSummary } from './demo-summary';

/** The demo accounts of the README, all with the password `Demo1234!`, plus colleagues to fill the pickers. */
export const DEMO_USERS: { email: string; surname: string; name: string; phone: string; roles: Role[] }[] = [
  { email: 'admin@demo.batir.fr', surname: 'Claire', name: 'Moreau', phone: '0145236789', roles: ['admin'] },
  {
    email: 'technique@demo.batir.fr',
    surname: 'Julien',
    name: 'Lefèvre',
    phone: '0472458811',
    roles: ['technical'],
  },
  {
    email: 'commercial@demo.batir.fr',
    surname: 'Sophie',
    name: 'Garnier',
    phone: '0612457890',
    roles: ['salesman'],
  },
  {
    email: 'reseau@demo.batir.fr',
    surname: 'Thomas',
    name: 'Rousseau',
    phone: '0698124576',
    roles: ['gridOperator'],
  },
  {
    email: 'client@demo.batir.fr',
    surname: 'Camille',
    name: 'Durand',
    phone: '0687451236',
    roles: ['customer'],
  },
  {
    email: 'artisan@demo.batir.fr',
    surname: 'Marc',
    name: 'Fontaine',
    phone: '0556892314',
    roles: ['craftsman'],
  },
  {
    email: 'n.bertrand@demo.batir.fr',
    surname: 'Nathalie',
    name: 'Bertrand',
    phone: '0623874512',
    roles: ['salesman'],
  },
  {
    email: 'p.girard@demo.batir.fr',
    surname: 'Pierre',
    name: 'Girard',
    phone: '0675129834',
    roles: ['salesman'],
  },
  {
    email: 'a.mercier@demo.batir.fr',
    surname: 'Amélie',
    name: 'Mercier',
    phone: '0238456712',
    roles: ['technical'],
  },
  {
    email: 'l.chevalier@demo.batir.fr',
    surname: 'Laurent',
    name: 'Chevalier',
    phone: '0761238945',
    roles: ['salesman', 'gridOperator'],
  },
];

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return (row?.count ?? 0) === 0;
}

/** Fills an empty database with French demo data; later areas add their own rows here. */
export async function seedDemoData(db: Database): Promise<void> {
  const rows = await Promise.all(
    DEMO_USERS.map(async (user) => ({ ...user, passwordHash: await hashPassword(DEMO_PASSWORD) })),
  );
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values(rows)
      .returning({ id: users.id, email: users.email, roles: users.roles });
    const userId = new Map(inserted.map((user) => [user.email, user.id]));
    const salesmen = inserted.filter((user) => user.roles.includes('salesman')).map((user) => user.id);

    // Customers and their projects, then prospects (projects flagged as prospects), advisers in turn. The
    // household was created with its project (the prospect), in the past.
    const entries: (Omit<DemoProject, 'convertedDaysAgo'> & {
      convertedAt: Date | null;
      isProspect: boolean;
      type: string | null;
    })[] = [
      ...DEMO_CUSTOMER_PROJECTS.map(({ convertedDaysAgo, ...entry }) => ({
        ...entry,
        convertedAt: daysAgo(convertedDaysAgo, 15),
        isProspect: false,
        type: null,
      })),
      ...DEMO_PROSPECTS.map((entry) => ({
        ...entry,
        step: 1 as const,
        convertedAt: null,
        isProspect: true,
        type: entry.type,
      })),
    ];
    const householdIds = await tx
      .insert(customers)
      .values(
        entries.map(({ household, accountEmail, archived, createdDaysAgo }) => ({
          name1: household.name1,
          surname1: household.surname1,
          name2: household.name2 ?? '',
          surname2: household.surname2 ?? '',
          email: household.email,
          phone: household.phone,
          address: household.address,
          postalCode: household.postalCode,
          city: household.city,
          userId: accountEmail ? (userId.get(accountEmail) ?? null) : null,
          isArchived: archived ?? false,
          createdAt: daysAgo(createdDaysAgo, 9),
          updatedAt: daysAgo(createdDaysAgo, 9),
        })),
      )
      .returning({ id: customers.id });
    const projectIds = await tx
      .insert(projects)
      .values(
        entries.map((entry, index) => ({
          customerId: householdIds[index]?.id ?? 0,
          name: entry.project,
          step: entry.step,
          isProspect: entry.isProspect,
          salesmanId: salesmen[index % salesmen.length] ?? null,
          landCity: entry.landCity,
          landPostalCode: entry.landPostalCode,
          isArchived: entry.archived ?? false,
          convertedAt: entry.convertedAt,
          createdAt: daysAgo(entry.createdDaysAgo, 9),
          updatedAt: entry.convertedAt ?? daysAgo(entry.createdDaysAgo, 9),
        })),
      )
      .returning({ id: projects.id });
    // Their origin, on the prospect side whose rows the insert created (project_prospects).
    await tx.execute(sql`update project_prospects x set prospect_type = v.type
      from unnest(${`{${projectIds.map((row) => row.id).join(',')}}`}::int[],
        ${`{${entries.map((entry) => entry.type ?? 'NULL').join(',')}}`}::text[]) v(id, type)
      where x.project_id = v.id`);

    await tx.insert(craftsmen).values(
      DEMO_CRAFTSMEN.map(({ accountEmail, archived, contact, ...craftsman }) => ({
        ...craftsman,
        contact,
        email: `contact@${craftsman.companyName
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .replace(/[^A-Za-z]/g, '')
          .toLowerCase()}.fr`,
        userId: accountEmail ? (userId.get(accountEmail) ?? null) : null,
        isArchived: archived ?? false,
      })),
    );

    await seedDemoContacts(tx, userId);
    await seedDemoSummary(tx, userId);
    // Customer projects' pre-construction (issue 6), one file per area.
    await seedDemoProjects(tx, userId);
    await seedDemoPreconstruction(tx, userId);
    await seedDemoFinancing(tx, userId);
    await seedDemoBuildingPermits(tx, userId);
    await seedDemoProjectDocuments(tx, userId);
    // The grid operator's team (reseau@ leads three salespeople) and their agendas.
    await seedDemoAppointments(tx, userId);

    for (const [position, family] of DEMO_HOUSE_FAMILIES.entries()) {
      const [inserted] = await tx.insert(houseFamilies).values({ name: family.name, position }).returning();
      if (!inserted) continue;
      await tx.insert(houses).values(
        family.houses.map((house) => ({
          familyId: inserted.id,
          name: house.name,
          priceCents: house.price * 100,
        })),
      );
    }
  });
}
