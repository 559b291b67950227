import { and, eq, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, demoUserId, login, type TestApp } from '../../../test/helpers';
import type { Database } from '../../db/client';
import { customers, projects } from '../../db/schema';
import { normalise } from './search.repository';
import {
  chooseCorrections,
  globalSearch,
  normaliseLocally,
  normaliseTerm,
  TOLERANT_BELOW,
  typingErrors,
} from './search.service';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['admin', 'technical', 'salesman', 'gridOperator', 'customer'] as const) {
    tokens[role] = (await login(t.app, role)).accessToken;
  }
});
afterAll(() => t.close());

const search = async (term: string, role = 'admin', withArchived?: string) => {
  const query = withArchived === undefined ? '' : `?withArchived=${withArchived}`;
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/search/global/${encodeURIComponent(term)}${query}`,
    headers: bearer(tokens[role] ?? ''),
  });
  return response;
};

describe('GET /api/search/global/{term}', () => {
  it('finds Hélène Lefèvre from a partial name without accents or capitals', async () => {
    for (const term of ['helene', 'LEFEV', 'lèfe', 'hélène lef']) {
      const body = (await search(term)).json();
      expect(
        body.customerList.map((c: { name: string }) => c.name),
        term,
      ).toContain('Hélène Lefèvre');
    }
    const [helene] = (await search('helene lefevre')).json().customerList;
    expect(helene).toMatchObject({
      name: 'Hélène Lefèvre',
      projectName: 'Maison Camélia aux Ponts-de-Cé',
      projectStep: 1,
    });
    // `id` is the project (the screens' {id}); `customerId` the person, for impersonation.
    const [project] = await t.database.db
      .select({ customerId: projects.customerId })
      .from(projects)
      .where(eq(projects.id, helene.id));
    expect(helene.customerId).toBe(project?.customerId);
    const [person] = await t.database.db
      .select({ name1: customers.name1 })
      .from(customers)
      .where(eq(customers.id, helene.customerId));
    expect(person?.name1).toBe('Lefèvre');
  });

  it('matches phones whatever their spacing, e-mails, project names and cities', async () => {
    expect((await search('06 11 22 33')).json().customerList[0].name).toBe('Hélène Lefèvre');
    expect((await search('+33 6 11 22 33 44')).json().customerList[0].name).toBe('Hélène Lefèvre');
    expect((await search('helene.lefevre@exemple')).json().customerList[0].name).toBe('Hélène Lefèvre');
    expect((await search('ponts-de-ce')).json().customerList[0].name).toBe('Hélène Lefèvre');
    expect((await search('vineuil')).json().customerList[0].name).toBe('Chloé Bernard');
  });

  it('names households of two and keeps prospects apart, website prospects typed', async () => {
    const body = (await search('durand')).json();
    expect(body.customerList[0].name).toBe('Camille et Julien Durand');
    const prospects = (await search('muller')).json().prospectList;
    expect(prospects).toEqual([
      { id: expect.any(Number), name: 'Élodie Muller', type: 'website', meterId: null },
    ]);
    expect((await search('muller')).json().customerList).toEqual([]);
  });

  it('shows archived records only when asked', async () => {
    expect((await search('garcia')).json().customerList).toEqual([]);
    expect((await search('garcia', 'admin', '1')).json().customerList[0].name).toBe('Gabriel Garcia');
    expect((await search('caron')).json().craftsmanList).toEqual([]);
    expect((await search('caron', 'admin', '1')).json().craftsmanList[0].name).toBe('Assainissement Caron');
    expect((await search('faure', 'admin', '0')).json().prospectList).toEqual([]);
    expect((await search('faure', 'admin', 'true')).json().prospectList[0].name).toBe('Margaux Faure');
  });

  it('shows salespeople and grid operators only the customers and prospects they follow', async () => {
    const [helene] = (await search('helene lefevre')).json().customerList;
    const [before] = await t.database.db
      .select({ salesmanId: projects.salesmanId })
      .from(projects)
      .where(eq(projects.id, helene.id));
    const follow = (salesmanId: number | null) =>
      t.database.db.update(projects).set({ salesmanId }).where(eq(projects.id, helene.id));
    const finds = async (role: string) =>
      (await search('helene lefevre', role))
        .json()
        .customerList.some((item: { id: number }) => item.id === helene.id);

    // A colleague's customer for the grid operator: the demo salesman out of his team (reseau@ leads him).
    const salesman = await demoUserId(t, 'salesman');
    const manage = (managerId: number | null) =>
      t.database.db.execute(sql`update users set manager_id = ${managerId} where id = ${salesman}`);
    await manage(null);
    await follow(salesman);
    expect(await finds('salesman')).toBe(true);
    expect(await finds('gridOperator')).toBe(false);
    expect(await finds('technical')).toBe(true);
    // His team's customer: the grid operator finds it (project-access followedSalesmen).
    await manage(await demoUserId(t, 'gridOperator'));
    expect(await finds('gridOperator')).toBe(true);
    await follow(null);
    expect(await finds('salesman')).toBe(false);
    expect(await finds('admin')).toBe(true);
    await follow(before?.salesmanId ?? null);

    // Prospects: only the administrators see those of others (prospects.service seesAll).
    const [prospect] = await t.database.db
      .select({ id: projects.id, name: projects.name })
      .from(projects)
      .where(eq(projects.isProspect, true))
      .limit(1);
    if (!prospect) throw new Error('no demo prospect');
    const inProspects = async (role: string) =>
      (await search(prospect.name, role))
        .json()
        .prospectList.some((item: { id: number }) => item.id === prospect.id);
    await t.database.db
      .update(projects)
      .set({ salesmanId: await demoUserId(t, 'gridOperator') })
      .where(eq(projects.id, prospect.id));
    expect(await inProspects('gridOperator')).toBe(true);
    expect(await inProspects('salesman')).toBe(false);
    expect(await inProspects('technical')).toBe(false);
    expect(await inProspects('admin')).toBe(true);
  });

  it('gives craftsman results only to admin and technical users', async () => {
    for (const role of ['admin', 'technical']) {
      expect((await search('charpente', role)).json().craftsmanList, role).toEqual([
        { id: expect.any(Number), name: 'Fontaine Charpente', contact: 'Marc Fontaine' },
      ]);
    }
    for (const role of ['salesman', 'gridOperator']) {
      expect((await search('charpente', role)).json().craftsmanList, role).toEqual([]);
    }
  });

  it('groups houses under their family with a price in euros', async () => {
    const body = (await search('camelia')).json();
    expect(body.houseList).toEqual([
      {
        label: 'Plain-pied',
        children: [
          { id: expect.any(Number), name: 'Camélia 120', price: 199000, meter: null, modelId: null },
        ],
      },
    ]);
    const short = (await search('a')).json();
    expect(short.houseList.flatMap((g: { children: unknown[] }) => g.children).length).toBeLessThanOrEqual(
      15,
    );
  });

  it('follows customer changes in the search text (trigger), and caps each group', async () => {
    const [row] = await t.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.name1, 'Bonnet'));
    await t.database.db
      .update(customers)
      .set({ name1: 'Bonnet-Évrard', name2: 'Bonnet-Évrard' })
      .where(eq(customers.id, row?.id ?? 0));
    expect((await search('evrard')).json().customerList[0].name).toBe('Jules et Rose Bonnet-Évrard');
    expect((await search('maison')).json().customerList.length).toBe(15);
  });

  it('treats LIKE wildcards as plain text, validates the term, and is closed to customers', async () => {
    expect((await search('%')).json().customerList).toEqual([]);
    expect((await search('_')).json().customerList).toEqual([]);
    expect((await search('x'.repeat(101))).statusCode).toBe(400);
    expect((await search('durand', 'admin', 'peut-être')).statusCode).toBe(400);
    expect((await search('durand', 'customer')).statusCode).toBe(403);
  });
});

/** A customer with one project, written like any other code would (the triggers fill search_text). */
async function addCustomer(name1: string, surname1: string, phone: string | null = null) {
  const [customer] = await t.database.db
    .insert(customers)
    .values({ name1, surname1, phone, city: 'Tours', postalCode: '37000' })
    .returning({ id: customers.id });
  await t.database.db
    .insert(projects)
    .values({ customerId: customer?.id ?? 0, name: 'Maison Lilas à Tours', landCity: 'Tours' });
}

describe('GET /api/search/global/{term}: matching and ranking', () => {
  beforeAll(async () => {
    await addCustomer('Ardupont', 'Yves');
    await addCustomer('Dupont', 'Yvette');
    await addCustomer('Martinez', 'Paulo');
    await addCustomer('Verdun', 'Anouk');
  });
  const names = async (term: string) =>
    (await search(term)).json().customerList.map((c: { name: string }) => c.name);

  it('matches one or two letters at word starts only, longer terms anywhere', async () => {
    expect(await names('du')).toEqual(expect.arrayContaining(['Yvette Dupont', 'Camille et Julien Durand']));
    expect(await names('du')).not.toContain('Yves Ardupont');
    expect(await names('du')).not.toContain('Anouk Verdun');
    expect(await names('yv')).toEqual(['Yvette Dupont', 'Yves Ardupont']);
    expect(await names('dun')).toContain('Anouk Verdun');
  });

  it('ranks word starts before matches inside a word, whole words first, then the newest', async () => {
    expect(await names('dupont')).toEqual(['Yvette Dupont', 'Adam Dupont', 'Yves Ardupont']);
    // Martinez is newer, but "martin" is a whole word of the Martins' name.
    const martins = await names('martin');
    expect(martins.indexOf('Lucas et Emma Martin')).toBeLessThan(martins.indexOf('Paulo Martinez'));
    expect(martins).toContain('Paulo Martinez');
  });

  it('ranks the words typed in that order first: rare or common phrase, few matches or many', async () => {
    const [household] = await t.database.db
      .insert(customers)
      .values({ name1: 'Quintal', surname1: 'Irène', phone: '0601020304' })
      .returning({ id: customers.id });
    const add = (...names: string[]) =>
      t.database.db
        .insert(projects)
        .values(names.map((name) => ({ customerId: household?.id ?? 0, name, step: 1 })));
    const projectNames = async () =>
      (await search('loire orme')).json().customerList.map((c: { projectName: string }) => c.projectName);
    // A rare phrase (not among the 200 newest projects), older than the other match: still first.
    await add('Maison Loire Orme');
    await add('Maison Orme sur Loire 1');
    await add(...Array.from({ length: 210 }, (_, index) => `Maison de remplissage ${index}`));
    expect(await projectNames()).toEqual(['Maison Loire Orme', 'Maison Orme sur Loire 1']);
    // More word-start matches than a group shows: the phrase is found among the newest projects.
    await add(...Array.from({ length: 15 }, (_, index) => `Maison Orme sur Loire ${index + 2}`));
    let found = await projectNames();
    expect(found).toHaveLength(15);
    expect(found.slice(0, 2)).toEqual(['Maison Loire Orme', 'Maison Orme sur Loire 16']);
    // A common phrase (among the newest projects): read there first, the older one still found.
    await add('Maison Loire Orme bis');
    found = await projectNames();
    expect(found.slice(0, 3)).toEqual([
      'Maison Loire Orme bis',
      'Maison Loire Orme',
      'Maison Orme sur Loire 16',
    ]);
    // The demo households are now older than the 200 newest projects: their names are rare terms, read
    // through the index, loosest tier first, and ranked the same.
    expect(await names('dupont')).toEqual(['Yvette Dupont', 'Adam Dupont', 'Yves Ardupont']);
    expect(await names('06 11 22')).toEqual(['Hélène Lefèvre']);
    // Rare at word starts, common inside words ("emplis" in every "remplissage"): still found.
    expect(await names('emplis')).toContain('Irène Quintal');
  });

  it('finds phone fragments typed with spaces, dots or +33, even from the middle of the number', async () => {
    for (const term of ['06 11 22', '06.11.22.33', '+33 6 11 22', '11 22 33', '0611223344']) {
      expect(await names(term), term).toEqual(['Hélène Lefèvre']);
    }
  });

  it('ignores accents, capitals and hyphens in towns', async () => {
    for (const term of ['joue-les-tours', 'JOUÉ LÈS', 'lès-tours', 'Joue les Tours']) {
      expect(await names(term), term).toContain('Camille et Julien Durand');
    }
    expect(await names('sarge les le mans')).toEqual(['Hugo Petit et Léa Roux']);
    expect((await search('-')).json()).toEqual({
      error: 0,
      customerList: [],
      prospectList: [],
      craftsmanList: [],
      houseList: [],
    });
  });
});

describe('normaliseTerm', () => {
  it('turns phone numbers into bare digits, +33 into 0, and leaves words alone', () => {
    expect(normaliseTerm('06 12.34-56')).toBe('06123456');
    expect(normaliseTerm('+33 6 12 34 56 78')).toBe('0612345678');
    expect(normaliseTerm('  Hélène   Lefèvre ')).toBe('Hélène Lefèvre');
    expect(normaliseTerm('37000')).toBe('37000');
  });
});

describe('normaliseLocally', () => {
  it('gives what search_normalize gives whenever it answers, and leaves the rest to the database', async () => {
    const samples = [
      'Hélène LEFÈVRE',
      'Joué-lès-Tours',
      'Noël Béatrice Lemaître',
      "ÇA VA À L'ÎLE",
      'İstanbul Ñandú Ådne',
      'Øystein',
      'Œuvre cœur Æsir straße',
      'Zoë  d’Été 2025 @free.fr',
      'Ｆｕｌｌ width',
      'e\u0301cole',
      '06 12 34 56 78',
      'ﬁlet ²',
    ];
    let local = 0;
    for (const sample of samples) {
      const mine = normaliseLocally(sample);
      if (mine === null) continue;
      local += 1;
      expect(mine, sample).toBe(await normalise(t.database.db, sample));
    }
    // Accents alone are done locally; ligatures, full-width letters and superscripts are not.
    expect(local).toBe(7);
    expect(normaliseLocally('Œuvre')).toBeNull();
    expect(normaliseLocally('Hélène')).toBe('helene');
  });
});

describe('search_lexemes (the word index, migration 0036)', () => {
  it('finds, for each word, exactly the projects whose text has a word starting with it (the LIKE tier)', async () => {
    const words = ['hel', 'lefevre', 'fev', 'ponts', 'ce', 'exemple', 'fr', '0611', '1122', 'd', 'zzz'];
    const [row] = await t.database.db
      .execute<{ differ: number; found: number }>(sql`
      select count(*) filter (where (search_lexemes(p.search_text) @@ (w || ':*')::tsquery)
          <> (p.search_text like '% ' || w || '%'))::int as differ,
        count(*) filter (where search_lexemes(p.search_text) @@ (w || ':*')::tsquery)::int as found
      from project_search p cross join unnest(${`{${words.join(',')}}`}::text[]) w`)
      .then((result) => (result as unknown as { rows: { differ: number; found: number }[] }).rows);
    expect(row?.differ).toBe(0);
    // Not an empty comparison: the demo texts hold several of these words.
    expect(row?.found).toBeGreaterThan(5);
  });
});

describe('GET /api/search/global/{term}: typo tolerance (issue 15, defect 9)', () => {
  const names = async (term: string, role = 'admin', withArchived?: string) =>
    (await search(term, role, withArchived)).json().customerList.map((c: { name: string }) => c.name);
  beforeAll(async () => {
    await addCustomer('Lefebvre', 'Gaston');
    await addCustomer('Gauthier', 'Solène');
  });

  it('finds Lefebvre from Lefebre, Lefevre and Lefèbvre, and Dupont from Duprnt', async () => {
    for (const term of ['Lefebre', 'Lefevre', 'Lefèbvre', 'lefebre', 'LEFEBRE']) {
      expect(await names(term), term).toContain('Gaston Lefebvre');
    }
    expect(await names('Duprnt')).toContain('Adam Dupont');
    // Two words, one of them misspelt; and the French sound when the spelling is far (3 edits).
    expect(await names('gaston lefebre')).toEqual(['Gaston Lefebvre']);
    expect(await names('Gotier')).toEqual(['Solène Gauthier']);
    // Prospects too, and « Voir les archivés » (read through the trigram index instead of the word index).
    expect((await search('Mulller')).json().prospectList.map((p: { name: string }) => p.name)).toEqual([
      'Élodie Muller',
    ]);
    expect(await names('Lefebre', 'admin', '1')).toContain('Gaston Lefebvre');
    // Within what the reader may see: nobody follows these households, a salesperson does not get them.
    expect(await names('Lefebre', 'salesman')).not.toContain('Gaston Lefebvre');
  });

  it('ranks the exact matches first, then the corrections closest first', async () => {
    // « lefevre » is Hélène's name as typed: she comes first; Lefebvre (one letter more, same sound) after.
    expect(await names('Lefevre')).toEqual(['Hélène Lefèvre', 'Gaston Lefebvre']);
    // « lefebre »: Lefebvre (one letter missing, closer trigrams) before Lefèvre (one letter changed).
    expect(await names('Lefebre')).toEqual(['Gaston Lefebvre', 'Hélène Lefèvre']);
    // A word that exists as typed finds it alone when nothing is close.
    expect(await names('Gauthier')).toEqual(['Solène Gauthier']);
  });

  it(`runs only in a group whose exact tiers found fewer than ${TOLERANT_BELOW}, up to the group limit`, async () => {
    // « gautier » is known as typed: corrected to the other spellings of its sound (Solène Gauthier).
    for (const first of ['Aline', 'Bruno', 'Cécile', 'Denis', 'Emma']) await addCustomer('Gautier', first);
    const found = await names('gautier');
    expect(found).toHaveLength(5);
    expect(found).not.toContain('Solène Gauthier');
    // One of them archived: four exact matches, the correction comes after them.
    const [emma] = await t.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.name1, 'Gautier'), eq(customers.surname1, 'Emma')));
    await t.database.db
      .update(projects)
      .set({ isArchived: true })
      .where(eq(projects.customerId, emma?.id ?? 0));
    const four = await names('gautier');
    expect(four).toHaveLength(5);
    expect(four.at(-1)).toBe('Solène Gauthier');
    expect(four.slice(0, 4).every((name: string) => name.endsWith(' Gautier'))).toBe(true);
  });

  it('does not run for common or short terms: no vocabulary query at all', async () => {
    const statements: string[] = [];
    const dialect = new PgDialect();
    const db = t.database.db;
    const spy = new Proxy(db, {
      get(target, property, receiver) {
        if (property === 'execute')
          return (query: SQL) => {
            statements.push(dialect.sqlToQuery(query).sql);
            return target.execute(query);
          };
        return Reflect.get(target, property, receiver);
      },
    }) as Database;
    const userId = await demoUserId(t, 'admin');
    const run = async (term: string) => {
      statements.length = 0;
      const result = await globalSearch({ db: spy, term, withArchived: false, roles: ['admin'], userId });
      return {
        vocabulary: statements.some((statement) => statement.includes('search_vocabulary')),
        result,
      };
    };
    // Common in both groups (every project is a « Maison … »): 5 matches or more, no tolerant tier.
    const common = await run('maison');
    expect(common.result.customerList.length).toBeGreaterThanOrEqual(TOLERANT_BELOW);
    expect(common.result.prospectList.length).toBeGreaterThanOrEqual(TOLERANT_BELOW);
    expect(common.vocabulary).toBe(false);
    // One, two or three letters: never corrected, whatever they find.
    for (const term of ['d', 'du', 'dup', 'zq', '06 11'])
      expect((await run(term)).vocabulary, term).toBe(false);
    // A misspelt word that finds nothing does reach the vocabulary.
    expect((await run('duprnt')).vocabulary).toBe(true);
  });

  it('learns the words of new and changed texts (statement triggers on projects)', async () => {
    expect(await names('Quesnot')).toEqual([]);
    const [row] = await t.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.name1, 'Gauthier'));
    await t.database.db
      .update(customers)
      .set({ name1: 'Quesnoy' })
      .where(eq(customers.id, row?.id ?? 0));
    expect(await names('Quesnot')).toEqual(['Solène Quesnoy']);
    const vocabulary = await t.database.db
      .execute<{ word: string; sound: string }>(
        sql`select word, sound from search_vocabulary where word in ('quesnoy', 'gauthier', 'lefebvre')
          order by word`,
      )
      .then((result) => (result as unknown as { rows: { word: string; sound: string }[] }).rows);
    // The old name stays known (it only finds nothing now); digits and short words are never learnt.
    expect(vocabulary).toEqual([
      { word: 'gauthier', sound: 'gotie' },
      { word: 'lefebvre', sound: 'lefevr' },
      { word: 'quesnoy', sound: 'kesnoi' },
    ]);
    const [digits] = await t.database.db
      .execute<{ n: number }>(
        sql`select count(*)::int as n from search_vocabulary where word ~ '[0-9]' or length(word) < 3`,
      )
      .then((result) => (result as unknown as { rows: { n: number }[] }).rows);
    expect(digits?.n).toBe(0);
  });
});

describe('search_phonetic (migration 0053)', () => {
  it('gives French names said alike the same key, and different names different keys', async () => {
    const pairs = [
      ['lefebvre', 'lefevre'],
      ['dupont', 'dupond'],
      ['gauthier', 'gotier'],
      ['philippe', 'filipe'],
      ['mercier', 'mercie'],
      ['rousseau', 'roussot'],
      ['chevallier', 'chevalier'],
      ['laurent', 'lorent'],
      ['vincent', 'vinsent'],
      ['germain', 'germin'],
      ['thomas', 'tomas'],
    ];
    const different = [
      ['dupont', 'durand'],
      ['martin', 'marchand'],
      ['lefebvre', 'lefort'],
    ];
    const words = [...pairs, ...different].flat();
    const rows = await t.database.db
      .execute<{ word: string; sound: string }>(
        sql`select w as word, search_phonetic(w) as sound from unnest(${`{${words.join(',')}}`}::text[]) w`,
      )
      .then((result) => (result as unknown as { rows: { word: string; sound: string }[] }).rows);
    const sound = new Map(rows.map((row) => [row.word, row.sound]));
    for (const [a = '', b = ''] of pairs) expect(sound.get(a), `${a} ${b}`).toBe(sound.get(b));
    for (const [a = '', b = ''] of different) expect(sound.get(a), `${a} ${b}`).not.toBe(sound.get(b));
  });
});

describe('typingErrors and chooseCorrections', () => {
  it('counts insertions, deletions, substitutions and swaps', () => {
    expect(typingErrors('lefebre', 'lefebvre')).toBe(1);
    expect(typingErrors('duprnt', 'dupont')).toBe(1);
    expect(typingErrors('lefebrve', 'lefebvre')).toBe(1);
    expect(typingErrors('lefvebre', 'lefebvre')).toBe(2);
    expect(typingErrors('gotier', 'gauthier')).toBe(3);
    expect(typingErrors('martin', 'martin')).toBe(0);
  });

  it('keeps one error under 6 letters, two from 6, any spelling of the same sound; best first', () => {
    const match = (word: string, similarity: number, sameSound = false) => ({ word, similarity, sameSound });
    expect(
      chooseCorrections('lefebre', [
        match('lefevre', 0.45),
        match('lefebvre', 0.55),
        match('lefort', 0.3),
        match('lefebvres', 0.5),
      ]),
    ).toEqual(['lefebvre', 'lefevre', 'lefebvres']);
    expect(chooseCorrections('gotier', [match('gauthier', 0.2, true), match('gotiez', 0.5)])).toEqual([
      'gotiez',
      'gauthier',
    ]);
    // « dupo » (4 letters) → one error only: « dupont » (2) is not a correction.
    expect(chooseCorrections('dupo', [match('dupont', 0.5), match('dups', 0.4)])).toEqual(['dups']);
    // A word the texts hold as typed keeps its other spellings of the same sound only.
    expect(
      chooseCorrections('maison', [match('maison', 1, true), match('masson', 0.4), match('manon', 0.3)]),
    ).toEqual([]);
    expect(
      chooseCorrections('lefevre', [
        match('lefevre', 1, true),
        match('lefebvre', 0.45, true),
        match('lefevrel', 0.6),
      ]),
    ).toEqual(['lefebvre']);
  });
});
