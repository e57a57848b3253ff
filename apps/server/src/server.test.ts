import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, healthSchema } from '@wtt/contract';
import { startTestServer, type TestServer } from './test/testServer.ts';

let server: TestServer;
let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'wtt-web-dist-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>Write the Tone</title><div id="root"></div>',
  );
  await writeFile(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log("app")');
  server = await startTestServer({ WEB_DIST_DIR: webDist });
});

afterAll(async () => {
  await server.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('GET /api/health', () => {
  it('answers 200 with the database status after a real round trip', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    const health = healthSchema.parse(await response.json());
    expect(health.status).toBe('ok');
    expect(health.database.status).toBe('up');
    expect(health.database.embedded).toBe(false);
    expect(health.database.serverVersion).toMatch(/^\d+/);
    // The newest migration file, so adding a migration does not break this test.
    const migrations = (await readdir(path.join(import.meta.dirname, 'database', 'migrations'))).sort();
    expect(health.database.schemaVersion).toBe(migrations.at(-1)?.replace(/\.sql$/, ''));
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 with the reason when the database is gone', async () => {
    const other = await startTestServer();
    try {
      await other.db.destroy();
      const response = await fetch(`${other.url}/api/health`);
      expect(response.status).toBe(503);
      const health = healthSchema.parse(await response.json());
      expect(health.status).toBe('unavailable');
      expect(health.database.status).toBe('down');
      expect(health.database.error).toBeTruthy();
    } finally {
      await other.app?.close();
      await other.jobs.stop();
      await other.database.drop();
    }
  });
});

describe('security headers', () => {
  it('sets a content security policy and the usual hardening headers on every answer', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });
});

describe('errors', () => {
  it('answers an unknown API path with the JSON error shape, not the web app', async () => {
    const response = await fetch(`${server.url}/api/no-such-thing`);
    expect(response.status).toBe(404);
    const body = apiErrorSchema.parse(await response.json());
    expect(body).toMatchObject({ statusCode: 404, error: 'Not Found' });
    expect(body.message).toContain('/api/no-such-thing');
  });

  it('answers a POST with broken JSON with 400 and a message', async () => {
    const response = await fetch(`${server.url}/api/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"broken":',
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    const body = apiErrorSchema.parse(await response.json());
    expect(body.message.length).toBeGreaterThan(0);
  });
});

describe('identity', () => {
  it('answers whoami with Kratos’s 401 for a request without a session', async () => {
    const response = await fetch(`${server.url}/api/auth/sessions/whoami`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: {
        code: 401,
        status: 'Unauthorized',
        reason: 'No valid session credentials found in the request.',
        message: 'The request could not be authorized',
      },
    });
  });
});

describe('GET /api/docs', () => {
  it('serves an OpenAPI 3.1 document generated from the contract schemas', async () => {
    const response = await fetch(`${server.url}/api/docs`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/auth/sessions/whoami']),
    );
    expect(Object.keys(document.paths['/api/health']?.get?.responses ?? {})).toEqual(['200', '503']);
    expect(Object.keys(document.components.schemas)).toEqual(expect.arrayContaining(['Health']));
    expect(Object.keys(document.paths)).not.toContain('/api/docs');
  });
});

describe('web app', () => {
  it('serves index.html for any page path (SPA fallback)', async () => {
    for (const page of ['/', '/library/guides', '/editor/123?x=1', '/no/such/page']) {
      const response = await fetch(`${server.url}${page}`);
      expect(response.status, page).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('serves hashed assets with a long cache life and a missing asset as 404', async () => {
    const asset = await fetch(`${server.url}/assets/app-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await asset.text()).toContain('console.log');
    const missing = await fetch(`${server.url}/assets/missing.js`);
    expect(missing.status).toBe(404);
  });
});
