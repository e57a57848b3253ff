import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createLogger, redactUrl } from './logger.ts';

describe('request logging', () => {
  it('logs GET /api/auth/self-service/logout?token=… without the token', async () => {
    const lines: string[] = [];
    const log = createLogger({ logLevel: 'info' }, { write: (line: string) => lines.push(line) });
    const app = Fastify({ loggerInstance: log });
    app.get('/api/auth/self-service/logout', async (_request, reply) => reply.status(204).send());
    try {
      await app.inject({ method: 'GET', url: '/api/auth/self-service/logout?token=s3cret-logout-token' });
      const incoming = lines.find((line) => line.includes('incoming request'));
      expect(incoming).toContain('/api/auth/self-service/logout?token=%5Bredacted%5D');
      expect(lines.join('')).not.toContain('s3cret-logout-token');
    } finally {
      await app.close();
    }
  });

  it('keeps flow ids and redacts OIDC codes and states', () => {
    expect(redactUrl('/api/auth/self-service/methods/oidc/callback/acme?code=abc&state=def')).toBe(
      '/api/auth/self-service/methods/oidc/callback/acme?code=%5Bredacted%5D&state=%5Bredacted%5D',
    );
    expect(redactUrl('/api/auth/self-service/login?flow=0f9c')).toBe(
      '/api/auth/self-service/login?flow=0f9c',
    );
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});
