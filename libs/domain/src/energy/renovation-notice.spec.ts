import { COUNTRY_BELGIUM, COUNTRY_LUXEMBOURG } from '../geo/countries';
import { renovationNoticeApplies } from './renovation-notice';

const home = { goal: 'sale' as const, countryId: COUNTRY_BELGIUM, mainTypeName: 'Maison' };

describe(renovationNoticeApplies.name, () => {
  it.each(['e', 'e_plus', 'e_sub', 'f', 'f_plus', 'f_sub', 'E', ' F '])(
    'shows the notice for a Belgian home for sale labelled %p',
    (label) => {
      expect(renovationNoticeApplies({ ...home, label })).toBe(true);
    },
  );

  it.each(['a_plusplus', 'a_plus', 'a', 'b', 'c', 'd', 'd_sub', 'g', '', 'ef'])('hides it for %p', (label) => {
    expect(renovationNoticeApplies({ ...home, label })).toBe(false);
  });

  it.each(['Maison', 'Appartement', 'Appartement – Loft', 'Villa', 'Studio', 'Prestige', ' maison '])(
    'treats a %p as a home',
    (mainTypeName) => {
      expect(renovationNoticeApplies({ ...home, label: 'f', mainTypeName })).toBe(true);
    },
  );

  it('hides it on rentals: the obligation falls on whoever buys', () => {
    expect(renovationNoticeApplies({ ...home, label: 'e', goal: 'rent' })).toBe(false);
  });

  it('hides it in Luxembourg: it is a Belgian rule', () => {
    expect(renovationNoticeApplies({ ...home, label: 'f', countryId: COUNTRY_LUXEMBOURG })).toBe(false);
  });

  it.each(['Bureau', 'Commerce', 'Terrain', 'Garage', 'Autres', ''])(
    'hides it on a %p, which is not a home',
    (mainTypeName) => {
      expect(renovationNoticeApplies({ ...home, label: 'e', mainTypeName })).toBe(false);
    },
  );
});
