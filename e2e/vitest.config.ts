import { defineConfig } from 'vitest/config';

// Browser journeys: one server for the run (global setup), one Chromium per file, files in sequence.
export default defineConfig({
  test: {
    name: 'e2e',
    root: 'e2e',
    include: ['**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env: { TZ: 'UTC' },
    // Pages render after their data arrives: give polled expectations the time a loaded CI machine needs.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
