import { HttpStatus } from '@nestjs/common';
import { httpStatusFor } from './app-exception.filter';

describe(httpStatusFor.name, () => {
  it('maps not found to 404 and withdrawn to 410', () => {
    expect(httpStatusFor('PROPERTY_NOT_FOUND')).toBe(HttpStatus.NOT_FOUND);
    expect(httpStatusFor('PROPERTY_WITHDRAWN')).toBe(HttpStatus.GONE);
    expect(httpStatusFor('PAGE_NOT_FOUND')).toBe(HttpStatus.NOT_FOUND);
  });
});

describe('form error codes', () => {
  it('tells a visitor apart: their input (400), too many (429), the lead not stored (503)', () => {
    expect(httpStatusFor('CAPTCHA_INVALID')).toBe(HttpStatus.BAD_REQUEST);
    expect(httpStatusFor('RATE_LIMITED')).toBe(HttpStatus.TOO_MANY_REQUESTS);
    expect(httpStatusFor('LEAD_NOT_STORED')).toBe(HttpStatus.SERVICE_UNAVAILABLE);
    expect(httpStatusFor('FORM_NOT_FOUND')).toBe(HttpStatus.NOT_FOUND);
    expect(httpStatusFor('FORM_NOT_AVAILABLE')).toBe(HttpStatus.CONFLICT);
  });
});
