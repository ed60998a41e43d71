import { operationOutcomeOf, operationProblemOf } from './operation-outcome';

describe(operationProblemOf.name, () => {
  it("reads the BFF's refusals as what the operator is told", () => {
    expect(operationProblemOf(200, { id: 'x' })).toBeNull();
    expect(operationProblemOf(202, null)).toBeNull();
    expect(operationProblemOf(409, { code: 'MAIL_ACTION_REFUSED', state: 'queued' })).toBe('refused');
    expect(operationProblemOf(404, { code: 'MAIL_NOT_FOUND' })).toBe('notFound');
    expect(operationProblemOf(503, { code: 'QUEUE_UNAVAILABLE' })).toBe('queueUnavailable');
    expect(operationProblemOf(null, null)).toBe('failed');
    expect(operationProblemOf(500, { code: 'X' })).toBe('failed');
  });
});

describe(operationOutcomeOf.name, () => {
  it('takes the known outcomes from the address and ignores anything else', () => {
    expect(operationOutcomeOf({ done: 'retry' })).toEqual({ done: 'retry' });
    expect(operationOutcomeOf({ problem: 'refused' })).toEqual({ problem: 'refused' });
    expect(operationOutcomeOf({ done: '<script>' })).toBeNull();
    expect(operationOutcomeOf({ done: ['retry', 'discard'] })).toBeNull();
  });
});
