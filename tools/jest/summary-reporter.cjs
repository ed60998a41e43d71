// Writes each jest run's counts to var/test-results so `npm test` can end
// with one plain "N passed, N failed" line across every project and tier.
const fs = require('node:fs');
const path = require('node:path');

const resultsDir = path.resolve(__dirname, '../../var/test-results');

class SummaryReporter {
  constructor(globalConfig) {
    this.name = path.basename(globalConfig.rootDir);
    // One file per project and tier: `npm test` runs a project once per tier.
    this.file = `jest-${this.name}${process.env.TEST_TIER ? `-${process.env.TEST_TIER}` : ''}.json`;
  }

  onRunComplete(_contexts, results) {
    fs.mkdirSync(resultsDir, { recursive: true });
    const summary = {
      runner: 'jest',
      project: this.name,
      tier: process.env.TEST_TIER ?? 'all',
      passed: results.numPassedTests,
      failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
      skipped: results.numPendingTests + results.numTodoTests,
    };
    fs.writeFileSync(path.join(resultsDir, this.file), JSON.stringify(summary));
  }
}

module.exports = SummaryReporter;
