import { costsQueryString, parseCostsQuery } from './costs-query';

describe(parseCostsQuery.name, () => {
  it('reads amounts as a Belgian visitor types them and writes them back in one order', () => {
    const query = parseCostsQuery({ years: '20', rate: '3,45', amount: '250.000', ownHome: 'no', price: '€ 312 500' });
    expect(query).toEqual({ ownHome: false, price: 312_500, amount: 250_000, rate: 3.45, years: 20 });
    expect(costsQueryString(query)).toBe('ownHome=no&price=312500&amount=250000&rate=3.45&years=20');
  });

  it('drops what is empty, malformed or out of range, so its default applies', () => {
    expect(
      parseCostsQuery({ ownHome: 'maybe', price: '12', amount: '', rate: '45', years: '0', buyers: '3', x: '1' }),
    ).toEqual({});
    expect(costsQueryString({})).toBe('');
  });

  it('takes the first of a repeated parameter', () => {
    expect(parseCostsQuery({ years: ['30', '10'], buyers: '2' })).toEqual({ years: 30, buyers: 2 });
  });
});
