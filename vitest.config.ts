import { defineConfig } from 'vitest/config';

// One Vitest run for every workspace; each project runs in the environment its code runs in.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on the two-core machines here, where
    // many server tests spend their time waiting on PostgreSQL, timers and child processes.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'engine',
          root: 'packages/engine',
          environment: 'node',
          include: ['src/**/*.test.ts', 'devset/**/*.test.ts', 'evaluation/**/*.test.ts'],
          // Several tests walk the whole development set (fix trials, the devset gate), which grows with
          // every writer's texts: about 20 s alone with 10,000 texts, several times that on a loaded
          // two-core machine. The timeout is there to end a hang, not to time them.
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          globalSetup: ['src/test/globalDatabase.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vite.config.ts',
      {
        test: {
          name: 'cli',
          root: 'apps/cli',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'scripts',
          root: 'scripts',
          environment: 'node',
          include: ['*.test.ts'],
          testTimeout: 60_000,
        },
      },
    ],
  },
});
