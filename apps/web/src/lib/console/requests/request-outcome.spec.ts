import { outcomeOf, requestProblemOf } from './request-outcome';

describe('requestProblemOf', () => {
  it('reads each answer of the BFF as one message', () => {
    expect(requestProblemOf(200, { changed: true })).toBeNull();
    expect(requestProblemOf(404, { code: 'REQUEST_NOT_FOUND' })).toBe('notFound');
    expect(requestProblemOf(409, { code: 'REQUEST_ACTION_REFUSED' })).toBe('refused');
    expect(requestProblemOf(409, { code: 'FORM_NOT_AVAILABLE' })).toBe('notAvailable');
    expect(requestProblemOf(400, { code: 'INVALID_REQUEST' })).toBe('invalid');
    expect(requestProblemOf(503, null)).toBe('failed');
  });
});

describe('outcomeOf', () => {
  it('takes only the outcomes it knows from the address', () => {
    expect(outcomeOf({ done: 'release' })).toEqual({ done: 'release' });
    expect(outcomeOf({ problem: 'refused' })).toEqual({ problem: 'refused' });
    expect(outcomeOf({ done: '<script>' })).toBeNull();
    expect(outcomeOf({ problem: ['refused', 'x'] })).toBeNull();
  });
});
