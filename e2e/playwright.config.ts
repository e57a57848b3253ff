import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 18_080);
export const baseURL = `http://127.0.0.1:${port}`;

/** Debian's chromium: Playwright never downloads a browser here. */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * One browser per two cores. The suite is CPU-bound: on the two-core machines here, two browsers took as long as
 * one (16.5 and 16.4 minutes for the 50 tests, 2026-11-27) but starved each other's pages at load average 10, so a
 * first page load could take over 10 s and fail a test (docs/decisions.md, "One browser per two cores").
 */
const workers = Number(process.env.E2E_WORKERS ?? Math.max(1, Math.floor(availableParallelism() / 2)));

export default defineConfig({
  testDir: './tests',
  globalTeardown: './serverLogCheck.ts',
  outputDir: './test-results',
  fullyParallel: true,
  workers,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Each test gets a minute: axe runs and screenshots in both modes take seconds each when the two cores are busy.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node serve.ts',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(port) },
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
