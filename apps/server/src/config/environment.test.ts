import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigurationError, loadConfig } from './environment.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({}, '/srv/wtt');
    expect(config).toMatchObject({
      host: 'localhost',
      port: 8080,
      databaseUrl: undefined,
      dataDir: path.resolve('/srv/wtt', 'data'),
      logLevel: 'info',
      role: 'all',
      trustProxy: false,
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '  ', PORT: '' }, '/srv').databaseUrl).toBeUndefined();
  });

  it('names every invalid variable at once', () => {
    let caught: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', WTT_ROLE: 'boss' }, '/srv');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigurationError);
    const problems = (caught as ConfigurationError).problems.join('\n');
    expect(problems).toContain('PORT');
    expect(problems).toContain('DATABASE_URL');
    expect(problems).toContain('WTT_ROLE');
  });
});
