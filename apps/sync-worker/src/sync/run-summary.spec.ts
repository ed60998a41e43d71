import { runSummaryLines } from './run-summary';
import { emptyResult } from './sync-run-log';

describe(runSummaryLines.name, () => {
  it('shows the project withdrawals, every rejection and every warning with its ID', () => {
    const outcome = {
      ...emptyResult('succeeded', null),
      runId: 7,
      rejected: 1,
      created: 3,
      withdrawn: 1,
      projectsWithdrawn: 2,
      rejections: [{ id: 4101, reason: 'Goal 40000 is out of range (-32768 to 32767)' }],
      warnings: [{ id: 71, reason: 'GetProjectList: ExternalUrl "javascript:alert(1)" is not a web address: dropped' }],
    };
    expect(runSummaryLines(outcome, 'full import of /exports/1')).toEqual([
      'Sync run 7 succeeded (full import of /exports/1)',
      '  properties: created 3, updated 0, unchanged 0, withdrawn 1; projects withdrawn 2; rejected 1, warnings 1',
      '  rejected ID 4101: Goal 40000 is out of range (-32768 to 32767)',
      '  warning ID 71: GetProjectList: ExternalUrl "javascript:alert(1)" is not a web address: dropped',
    ]);
  });

  it('ends with the failure, which names the step', () => {
    const outcome = {
      ...emptyResult('refused', 'would withdraw 3 of 3 live projects (100 %), above the 20 % limit'),
      runId: 8,
      rejected: 0,
    };
    expect(runSummaryLines(outcome, 'full import of /exports/2').at(-1)).toBe(
      '  failure: would withdraw 3 of 3 live projects (100 %), above the 20 % limit',
    );
  });
});
