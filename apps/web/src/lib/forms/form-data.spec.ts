import { formSchemas } from '@immo/domain';
import { arrayPathsOf, dropEmpty, formDataToJson } from './form-data';

describe('formDataToJson', () => {
  it('nests dotted names, keeps a one-value array field an array and leaves out empty and framework fields', () => {
    const data = new FormData();
    data.append('$ACTION_ID_abc', '');
    data.append('firstName', 'Anne');
    data.append('personA.zip', '1050');
    data.append('timeSlots', '10:00-13:00');
    data.append('remark', '');
    expect(formDataToJson(data.entries(), ['timeSlots'])).toEqual({
      firstName: 'Anne',
      personA: { zip: '1050' },
      timeSlots: ['10:00-13:00'],
    });
  });

  it('turns a repeated name into an array', () => {
    const data = new FormData();
    data.append('zones', 'a');
    data.append('zones', 'b');
    expect(formDataToJson(data.entries())).toEqual({ zones: ['a', 'b'] });
  });

  it('ignores names that would reach an object prototype', () => {
    const data = new FormData();
    data.append('__proto__.polluted', 'yes');
    expect(formDataToJson(data.entries())).toEqual({});
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('arrayPathsOf', () => {
  it('finds the time slots of the valuation form through its refinements and defaults', () => {
    expect(arrayPathsOf(formSchemas['contact-demand'])).toEqual(['timeSlots']);
  });
});

describe('dropEmpty', () => {
  it('reads blank fields and a blank nested person as not given', () => {
    expect(dropEmpty({ a: '', b: 'x', person: { zip: '', city: '' }, slots: [] })).toEqual({ b: 'x', slots: [] });
  });

  it("reads an unchosen radio group and an unticked box as not given, as a posted form's absent field", () => {
    expect(dropEmpty({ contactPreference: null, timeSlots: false, accept: false, newsletter: true })).toEqual({
      newsletter: true,
    });
  });
});
