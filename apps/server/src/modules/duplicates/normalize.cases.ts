/** Inputs and keys of the normalisers: normalize.test.ts checks them, duplicates.test.ts checks the SQL twins agree. */
export const PHONE_CASES: [string, string | null][] = [
  ['0611223344', '0611223344'],
  ['06 11 22 33 44', '0611223344'],
  ['06.11.22.33.44', '0611223344'],
  ['06-11-22-33-44', '0611223344'],
  ['+33 6 11 22 33 44', '0611223344'],
  ['+33611223344', '0611223344'],
  ['+33 (0)6 11 22 33 44', '0611223344'],
  ['0033 6 11 22 33 44', '0611223344'],
  ['0033 (0)6 11 22 33 44', '0611223344'],
  ['33611223344', '0611223344'],
  ['611223344', '0611223344'],
  ['  02 41 00 00 00 ', '0241000000'],
  ['+32 470 12 34 56', '32470123456'],
  ['+44 20 7946 0958', '442079460958'],
  ['12 34', null],
  ['', null],
  ['pas de téléphone', null],
];

export const EMAIL_CASES: [string, string | null][] = [
  ['helene.lefevre@exemple.fr', 'helene.lefevre@exemple.fr'],
  ['  Helene.Lefevre@Exemple.FR ', 'helene.lefevre@exemple.fr'],
  ['helene.lefevre+maison@exemple.fr', 'helene.lefevre@exemple.fr'],
  ['helenelefevre@exemple.fr', 'helenelefevre@exemple.fr'],
  ['Helene.Lefevre@gmail.com', 'helenelefevre@gmail.com'],
  ['h.e.l.e.n.e+site@googlemail.com', 'helene@gmail.com'],
  ['helene@gmail.com.fr', 'helene@gmail.com.fr'],
  ['sans-arobase.fr', null],
  ['deux@@exemple.fr', null],
  ['a@b@exemple.fr', null],
  ['+tag@exemple.fr', null],
  ['avec espace@exemple.fr', null],
  ['', null],
];

export const ADDRESS_CASES: [string, string | null][] = [
  ['8 boulevard du Roi René', '8 boulevard du roi rene'],
  ['8 Bd du Roi-René', '8 boulevard du roi rene'],
  ['8, bd. du roi rené', '8 boulevard du roi rene'],
  ['3 rue Jeanne d’Arc', '3 rue jeanne d arc'],
  ['3 r. Jeanne d’Arc', '3 rue jeanne d arc'],
  ['27 av. du Président Wilson', '27 avenue du president wilson'],
  ['5 pl St-Michel', '5 place saint michel'],
  ['12 imp. des Œillets', '12 impasse des oeillets'],
  ['1 rte de Ste-Gemmes', '1 route de sainte gemmes'],
  ['Lieu-dit La Rue', 'lieu dit la rue'],
  ['   ', null],
  ['', null],
];

export const PERSON_CASES: [string, string, string][] = [
  ['Lefèvre', 'Hélène', 'lefevre helene'],
  ['LEFÈVRE', 'HÉLÈNE', 'lefevre helene'],
  ['Cœur', 'Zoé', 'coeur zoe'],
  ['Lætitia', 'Ça', 'laetitia ca'],
  ["N'Guyen-Dúc", 'Anaïs', "n'guyen-duc anais"],
];
