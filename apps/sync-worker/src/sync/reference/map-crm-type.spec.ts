import { typeRecord } from '../../../test/support/reference/reference-records';
import { mapCrmType } from './map-crm-type';

describe(mapCrmType.name, () => {
  it('reads a type with its name in every language and its sale/rent flags', () => {
    expect(mapCrmType(typeRecord(1, 'Maison', { Rent: false }))).toEqual({
      ok: true,
      notes: [],
      row: {
        web_id: 1,
        crm_id: 901,
        names: { nl: 'Maison (nl)', fr: 'Maison', en: 'Maison (en)', de: 'Maison (de)' },
        show_order: 1,
        sale: true,
        rent: false,
      },
    });
  });

  it('falls back to the record Name for French when the CRM sends no translations', () => {
    const result = mapCrmType(typeRecord(3, 'Terrain', { Names: null }));
    expect(result.ok && result.row.names).toEqual({ fr: 'Terrain' });
  });

  it('rejects a type without WebID, saying so', () => {
    expect(mapCrmType(typeRecord(1, 'Maison', { WebID: null }))).toEqual({
      ok: false,
      rejection: { id: 901, reason: 'GetWebIDList: missing WebID' },
    });
  });
});
