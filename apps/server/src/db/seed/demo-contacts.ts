import { contactKeys } from '../../modules/duplicates/normalize';
import type { Tx } from '../client';
import { contacts, userPostalCodes } from '../schema';

/** Areas of the demo salespeople: a department (`49`) or a postal code. */
const DEMO_COVERAGE: Record<string, string[]> = {
  'commercial@demo.batir.fr': ['49', '37300'],
  'n.bertrand@demo.batir.fr': ['45', '41'],
  'p.girard@demo.batir.fr': ['72', '37'],
  'l.chevalier@demo.batir.fr': ['44', '85'],
};

/** Website requests waiting for attribution; the first one is a likely duplicate of customer Hélène Lefèvre. */
const DEMO_CONTACTS = [
  {
    name1: 'Lefebvre',
    surname1: 'Hélène',
    email: 'h.lefebvre@exemple.fr',
    phone: '+33 6 11 22 33 44',
    address: '8 bd du Roi-René',
    postalCode: '49000',
    city: 'Angers',
    message: 'Bonjour, nous aimerions un second chiffrage pour une maison plain-pied de 100 m².',
  },
  {
    name1: 'Dubois',
    surname1: 'Marc',
    name2: 'Dubois',
    surname2: 'Julie',
    email: 'marc.dubois@exemple.fr',
    phone: '06 98 76 54 32',
    address: '4 rue des Tilleuls',
    postalCode: '37300',
    city: 'Joué-lès-Tours',
    landParcel: 'AB 0123',
    message: 'Nous avons un terrain de 600 m² et cherchons une maison à étage avec quatre chambres.',
  },
];

export async function seedDemoContacts(tx: Tx, userId: Map<string, number>) {
  const coverage = Object.entries(DEMO_COVERAGE).flatMap(([email, codes]) => {
    const id = userId.get(email);
    return id ? codes.map((postalCode) => ({ userId: id, postalCode })) : [];
  });
  if (coverage.length) await tx.insert(userPostalCodes).values(coverage);
  await tx.insert(contacts).values(DEMO_CONTACTS.map((contact) => ({ ...contact, ...contactKeys(contact) })));
}
