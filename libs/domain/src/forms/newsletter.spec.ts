import { fieldMessages } from './form-test-helpers';
import { ZNewsletterSchema, ZNewsletterUnsubscribeSchema } from './newsletter';

describe('ZNewsletterSchema', () => {
  it('needs only a valid e-mail', () => {
    expect(ZNewsletterSchema.parse({ email: ' Anne@Example.be ' })).toEqual({ email: 'anne@example.be' });
    expect(fieldMessages(ZNewsletterSchema, { email: 'anne' })).toEqual({ email: ['email'] });
  });
});

describe('ZNewsletterUnsubscribeSchema', () => {
  it('needs the e-mail to remove', () => {
    expect(fieldMessages(ZNewsletterUnsubscribeSchema, { email: '' })).toEqual({ email: ['required'] });
  });
});
