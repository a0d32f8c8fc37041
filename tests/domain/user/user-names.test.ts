import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseNames, userDisplayName } from '@/domain/user/user-names';

describe('[USR3] names from displayName, else from the e-mail (spec §5)', () => {
  it.each([
    [{ displayName: 'Jeanne Dupont', email: 'x@y.fr' }, 'Jeanne', 'Dupont'],
    [{ displayName: '  Marie  Claire   de la Tour ' }, 'Marie', 'Claire de la Tour'],
    [{ displayName: 'Cher' }, 'Cher', ''],
    [{ displayName: '', email: 'jean.martin@exemple.fr' }, 'jean.martin', ''],
    [{ displayName: null, email: 'sans-arobase' }, 'sans-arobase', ''],
    [{}, '', ''],
  ])('[USR3] %j → %s / %s', (source, firstName, lastName) => {
    expect(parseNames(source)).toEqual({ firstName, lastName });
  });

  it('[USR3] property: first + last rebuilds the words of displayName', () => {
    const word = fc.stringMatching(/^[A-Za-zÀ-ÿ'-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 5 }), (words) => {
        const { firstName, lastName } = parseNames({ displayName: words.join(' ') });
        expect([firstName, lastName].filter(Boolean).join(' ')).toBe(words.join(' '));
      }),
    );
  });
});

describe('[USR14] the name a user signs the history with', () => {
  it.each([
    [
      { displayName: ' Julien Moreau ', firstName: 'J', lastName: 'M', email: 'j@x.fr' },
      'Julien Moreau',
    ],
    [
      { displayName: '', firstName: 'Sophie', lastName: 'Marchand', email: 's@x.fr' },
      'Sophie Marchand',
    ],
    [{ displayName: null, firstName: '  ', lastName: 'Roux', email: 'n@x.fr' }, 'Roux'],
    [{ displayName: ' ', firstName: '', lastName: '', email: ' n.roux@x.fr ' }, 'n.roux@x.fr'],
    [{ firstName: null, lastName: null, email: null }, null],
    [{}, null],
  ])('[USR14] %j → %s', (profile, expected) => {
    expect(userDisplayName(profile)).toBe(expected);
  });
});
