// Writes each jest run's counts to var/test-results so `npm test` can end
// with one plain "N passed, N failed" line across every project and tier.
const fs = require('node:fs');
const path = require('node:path');

const resultsDir = path.resolve(__dirname, '../../var/test-results');

class SummaryReporter {
  constructor(globalConfig) {
    this.name = path.basename(globalConfig.rootDir);
  }

  onRunComplete(_contexts, results) {
    fs.mkdirSync(resultsDir, { recursive: true });
    const summary = {
      runner: 'jest',
      project: this.name,
      passed: results.numPassedTests,
      failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
      skipped: results.numPendingTests + results.numTodoTests,
    };
    fs.writeFileSync(path.join(resultsDir, `jest-${this.name}.json`), JSON.stringify(summary));
  }
}

module.exports = SummaryReporter;
