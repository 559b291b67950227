import { describe, expect, test } from 'vitest';
import { duplicateQuery } from './duplicate-query';

describe('duplicateQuery', () => {
  test('waits for a name, a phone or an e-mail', () => {
    expect(duplicateQuery({})).toBeNull();
    expect(duplicateQuery({ name1: 'd', phone: '06 12' })).toBeNull();
    expect(duplicateQuery({ email: 'jp@' })).toMatchObject({ email: 'jp@' });
    expect(duplicateQuery({ phone: '06 12 34 56' })).toMatchObject({ phone: '06 12 34 56' });
  });

  test('sends the household fields trimmed, and nothing else', () => {
    const query = duplicateQuery({
      name1: ' dupond ',
      surname1: 'jean pierre',
      phone: '0612345678',
      projectName: 'x',
    });
    expect(query).toEqual({
      name1: 'dupond',
      surname1: 'jean pierre',
      name2: '',
      surname2: '',
      phone: '0612345678',
      phone2: '',
      email: '',
      address: '',
      postalCode: '',
    });
  });
});
