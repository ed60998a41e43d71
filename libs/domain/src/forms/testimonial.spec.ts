import { fieldMessages } from './form-test-helpers';
import { ZTestimonialSchema } from './testimonial';

const testimonial = { firstName: 'Anne', lastName: 'Dupont', email: 'anne@example.be', text: 'Très bon service.' };

describe('ZTestimonialSchema', () => {
  it('accepts a testimonial with or without stars', () => {
    expect(fieldMessages(ZTestimonialSchema, testimonial)).toEqual({});
    expect(ZTestimonialSchema.parse({ ...testimonial, rating: '5' }).rating).toBe(5);
  });

  it('needs the text and keeps it reasonably short', () => {
    expect(fieldMessages(ZTestimonialSchema, { ...testimonial, text: ' ' })).toEqual({ text: ['required'] });
    expect(fieldMessages(ZTestimonialSchema, { ...testimonial, text: 'x'.repeat(2001) })).toEqual({
      text: ['tooLong'],
    });
  });

  it.each([0, 6, 2.5])('refuses %p stars', (rating) => {
    expect(fieldMessages(ZTestimonialSchema, { ...testimonial, rating })).toEqual({ rating: ['number'] });
  });
});
