import { defineConfig } from 'vitest/config'

// One suite for the whole workspace: `npm test` runs it through scripts/test.mjs,
// which adds the closing `N passed, N failed` line CI reads.
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'apps/*/e2e/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Shared state parts are frozen once settled: an in-place edit of one fails the test (engine draft.ts).
    env: { SORTIE_FREEZE_SHARED: '1' },
  },
})
