import { defineConfig } from 'vitest/config';
import LongestFirst from './sequencer.ts';

// Browser journeys: one server for the run (global setup); the files run side by side, each with its own
// Chromium and its own copy of the demo accounts (players.ts), so none changes what another reads.
export default defineConfig({
  test: {
    name: 'e2e',
    root: 'e2e',
    include: ['**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./global-setup.ts'],
    fileParallelism: true,
    sequence: { sequencer: LongestFirst },
    // Two cores: three files at a time keep both busy while one waits on the server or a poll.
    maxWorkers: Number(process.env.E2E_WORKERS ?? 3),
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env: { TZ: 'UTC' },
    // Pages render after their data arrives: give polled expectations the time a loaded CI machine needs.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
