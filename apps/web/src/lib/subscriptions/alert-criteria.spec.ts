import { checkCriteria, criteriaJson, criteriaOfQuery, criteriaQuery } from './alert-criteria';

const posted: [string, string][] = [
  ['token', 'alerts-secret'],
  ['$ACTION_ID_1', ''],
  ['goal', 'sale'],
  ['propertyTypes', '2'],
  ['zones', 'region:wallonia'],
  ['zones', 'city:10:9000'],
  ['budgetMin', '400.000'],
  ['budgetMax', '300.000'],
  ['livingAreaMin', 'big'],
  ['maxEnergy', 'c'],
  ['features', 'garden'],
];

describe('alert criteria form', () => {
  it('keeps only the criteria, one ticked box still a list', () => {
    expect(criteriaJson(posted)).toEqual({
      goal: 'sale',
      propertyTypes: ['2'],
      zones: ['region:wallonia', 'city:10:9000'],
      budgetMin: '400.000',
      budgetMax: '300.000',
      livingAreaMin: 'big',
      maxEnergy: 'c',
      features: ['garden'],
    });
  });

  it('names each refused field once, with the register’s word', () => {
    expect(checkCriteria(criteriaJson(posted))).toEqual({
      ok: false,
      errors: { budgetMax: 'budgetRange', livingAreaMin: 'number' },
    });
    expect(checkCriteria(criteriaJson([...posted, ['zones', 'nowhere']]))).toMatchObject({
      errors: { zones: 'zoneRequired' },
    });
  });

  it('carries what was typed through the URL and back, unchanged and never the token', () => {
    const query = criteriaQuery(criteriaJson(posted));
    expect(query.has('token')).toBe(false);
    const back = Object.fromEntries(
      [...new Set(query.keys())].map((key) => [
        key,
        query.getAll(key).length > 1 ? query.getAll(key) : query.get(key)!,
      ]),
    );
    expect(criteriaOfQuery(back)).toEqual(criteriaJson(posted));
  });

  it('accepts what the register accepts', () => {
    const fixed = posted.filter(([name]) => name !== 'budgetMax' && name !== 'livingAreaMin');
    expect(checkCriteria(criteriaJson(fixed))).toEqual({
      ok: true,
      criteria: {
        goal: 'sale',
        propertyTypes: [2],
        zones: ['region:wallonia', 'city:10:9000'],
        budgetMin: 400000,
        maxEnergy: 'c',
        features: ['garden'],
      },
    });
  });
});
