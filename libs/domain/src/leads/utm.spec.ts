import { pickUtmParams, UTM_VALUE_MAX_LENGTH } from './utm';

describe(pickUtmParams.name, () => {
  it('keeps the five non-empty UTM parameters only', () => {
    expect(pickUtmParams('?utm_source=news&utm_medium=email&utm_campaign=spring&utm_term=&x=1&utm_content=a')).toEqual({
      utm_source: 'news',
      utm_medium: 'email',
      utm_campaign: 'spring',
      utm_content: 'a',
    });
    expect(pickUtmParams('')).toEqual({});
  });

  it('cuts a value to what the form envelope accepts, so a long campaign never fails a form', () => {
    expect(pickUtmParams(`?utm_campaign=${'x'.repeat(500)}`).utm_campaign).toHaveLength(UTM_VALUE_MAX_LENGTH);
  });
});
