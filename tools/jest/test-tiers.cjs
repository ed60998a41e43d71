// The specs that start other processes (an app, a Redis of their own, the sync CLI,
// pg_dump): the slowest and most timing-sensitive ones. `npm test` runs them as a
// tier of their own (TEST_TIER=processes) after the unit and integration tests
// (TEST_TIER=in-process), so each tier's duration and failures read apart.
// Without TEST_TIER (`npx jest`, `nx run <project>:test`) a project runs every spec.
// A new spec that starts a process belongs in this list.
const PROCESS_SPECS = [
  'apps/bff/test/agency-mail.int-spec.ts',
  'apps/bff/test/backup-restore.int-spec.ts',
  'apps/bff/test/forms-pipeline.int-spec.ts',
  'apps/bff/test/forms-redis-outage.int-spec.ts',
  'apps/bff/test/fuzz.int-spec.ts',
  'apps/bff/test/local-listen.int-spec.ts',
  'apps/bff/test/observability.int-spec.ts',
  'apps/bff/test/production-start.int-spec.ts',
  'apps/bff/test/projects.int-spec.ts',
  'apps/bff/test/scale-out.int-spec.ts',
  'apps/bff/test/shared-rate-limit.int-spec.ts',
  'apps/sync-worker/test/killed-worker.int-spec.ts',
  'apps/sync-worker/test/production-start.int-spec.ts',
  'apps/sync-worker/test/sync-cli.int-spec.ts',
];

const TIERS = ['in-process', 'processes'];

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The jest options that narrow a project to the tier named by TEST_TIER (none: every spec). */
function tierOptions(preset, tier = process.env.TEST_TIER) {
  if (!tier) return {};
  if (!TIERS.includes(tier)) throw new Error(`TEST_TIER must be one of ${TIERS.join(', ')}, not "${tier}"`);
  if (tier === 'in-process') {
    return {
      testPathIgnorePatterns: [
        ...preset.testPathIgnorePatterns,
        ...PROCESS_SPECS.map((spec) => `/${escapeRegExp(spec)}$`),
      ],
    };
  }
  // A project with no such spec has nothing to run in this tier, which is no failure.
  return { testMatch: PROCESS_SPECS.map((spec) => `**/${spec}`), passWithNoTests: true };
}

module.exports = { PROCESS_SPECS, TIERS, tierOptions };
