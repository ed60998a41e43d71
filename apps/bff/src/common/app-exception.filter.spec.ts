import { HttpStatus } from '@nestjs/common';
import { httpStatusFor } from './app-exception.filter';

describe(httpStatusFor.name, () => {
  it('maps not found to 404 and withdrawn to 410', () => {
    expect(httpStatusFor('PROPERTY_NOT_FOUND')).toBe(HttpStatus.NOT_FOUND);
    expect(httpStatusFor('PROPERTY_WITHDRAWN')).toBe(HttpStatus.GONE);
    expect(httpStatusFor('PAGE_NOT_FOUND')).toBe(HttpStatus.NOT_FOUND);
  });
});
