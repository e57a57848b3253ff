import { availableParallelism } from 'node:os';
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

  it('applies the identity and mail defaults', () => {
    const config = loadConfig({}, '/srv');
    expect(config.identity).toMatchObject({
      publicUrl: undefined,
      allowedReturnUrls: [],
      sessionLifespanMs: 14 * 24 * 3600_000,
      privilegedSessionMaxAgeMs: 15 * 60_000,
      flowLifespanMs: 3600_000,
      codeLifespanMs: 3600_000,
      lockoutMaxFailures: 5,
      lockoutMs: 15 * 60_000,
      rateLimitPerIp: 60,
      rateLimitPerAccount: 10,
      codeMailsPerHour: 5,
      codeAttemptsPerHour: 10,
      totpIssuer: 'Write the Tone',
      oidcProviders: [],
    });
    expect(config.mail).toEqual({
      smtpUrl: undefined,
      from: 'Write the Tone <no-reply@localhost>',
      outboxAllowRemote: false,
      outboxOnPublicHost: false,
    });
    expect(config.healthToken).toBeUndefined();
  });

  it('reads OIDC providers, return-URL origins and the public URL', () => {
    const config = loadConfig(
      {
        PUBLIC_URL: 'https://tone.example.com/ignored-path',
        ALLOWED_RETURN_URLS: 'https://docs.example.com/app, https://blog.example.com',
        OIDC_PROVIDERS: JSON.stringify([
          {
            id: 'google',
            issuer: 'https://accounts.google.com',
            clientId: 'id',
            clientSecret: 'secret',
            scopes: ['email'],
          },
        ]),
      },
      '/srv',
    );
    expect(config.identity.publicUrl).toBe('https://tone.example.com');
    expect(config.identity.allowedReturnUrls).toEqual([
      'https://docs.example.com/app',
      'https://blog.example.com/',
    ]);
    expect(config.identity.oidcProviders).toEqual([
      {
        id: 'google',
        issuer: 'https://accounts.google.com',
        clientId: 'id',
        clientSecret: 'secret',
        scopes: ['openid', 'email'],
        label: 'google',
      },
    ]);
  });

  it('names invalid identity and mail settings', () => {
    let caught: unknown;
    try {
      loadConfig(
        {
          PUBLIC_URL: 'ftp://x',
          ALLOWED_RETURN_URLS: 'not a url',
          OIDC_PROVIDERS: '[{"id":"Bad Id"}]',
          SMTP_URL: 'http://mail',
        },
        '/srv',
      );
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigurationError);
    const problems = (caught as ConfigurationError).problems.join('\n');
    expect(problems).toContain('PUBLIC_URL');
    expect(problems).toContain('SMTP_URL');
    expect(() => loadConfig({ ALLOWED_RETURN_URLS: 'not a url' }, '/srv')).toThrow(/ALLOWED_RETURN_URLS/);
    expect(() => loadConfig({ OIDC_PROVIDERS: '[{"id":"Bad Id"}]' }, '/srv')).toThrow(
      /OIDC_PROVIDERS\.0\.id/,
    );
    expect(() => loadConfig({ OIDC_PROVIDERS: '{' }, '/srv')).toThrow(/OIDC_PROVIDERS: must be a JSON array/);
  });

  it('applies the plan, trial and sharing defaults of DESIGN.md section 6', () => {
    const config = loadConfig({}, '/srv');
    expect(config.account).toEqual({
      trialDays: 14,
      limits: {
        NONE: { createTone: 0, createGlossary: 0, createPrompt: 0 },
        PREMIUM: { createTone: 25, createGlossary: 25, createPrompt: 100 },
        ENTERPRISE: { createTone: null, createGlossary: null, createPrompt: null },
      },
    });
    expect(config.text).toEqual({ shareCodeFailuresPerMinute: 10, checkWorkers: availableParallelism() });
  });

  it('checks in one worker thread per core unless CHECK_WORKERS says otherwise (0: on the event loop)', () => {
    expect(loadConfig({ CHECK_WORKERS: '0' }, '/srv').text.checkWorkers).toBe(0);
    expect(loadConfig({ CHECK_WORKERS: ' 3 ' }, '/srv').text.checkWorkers).toBe(3);
    expect(loadConfig({ CHECK_WORKERS: '' }, '/srv').text.checkWorkers).toBe(availableParallelism());
  });

  it('reads plan limits as whole numbers or "unlimited"', () => {
    const config = loadConfig(
      { TRIAL_DAYS: '30', PLAN_LIMIT_NONE_PROMPTS: ' 3 ', PLAN_LIMIT_PREMIUM_GUIDES: 'unlimited' },
      '/srv',
    );
    expect(config.account.trialDays).toBe(30);
    expect(config.account.limits.NONE.createPrompt).toBe(3);
    expect(config.account.limits.PREMIUM.createTone).toBeNull();
  });

  it('names invalid plan settings', () => {
    for (const [name, value] of [
      ['PLAN_LIMIT_PREMIUM_GUIDES', '-1'],
      ['PLAN_LIMIT_ENTERPRISE_PROMPTS', 'lots'],
      ['PLAN_LIMIT_NONE_GLOSSARIES', '2.5'],
      ['TRIAL_DAYS', '-3'],
      ['SHARE_CODE_FAILURES_PER_MINUTE', '0'],
      ['CHECK_WORKERS', '-1'],
      ['CHECK_WORKERS', 'many'],
    ] as const) {
      expect(() => loadConfig({ [name]: value }, '/srv'), name).toThrow(new RegExp(name));
    }
  });

  it('refuses outbox mode (no SMTP_URL) on a server that others reach unless the operator accepts it', () => {
    for (const exposed of [
      { TRUST_PROXY: 'true' },
      { HOST: '0.0.0.0' },
      { HOST: '192.0.2.10' },
      { HOST: '::' },
    ]) {
      let caught: unknown;
      try {
        loadConfig(exposed, '/srv');
      } catch (error) {
        caught = error;
      }
      const label = JSON.stringify(exposed);
      expect(caught, label).toBeInstanceOf(ConfigurationError);
      const problems = (caught as ConfigurationError).problems.join('\n');
      for (const name of ['OUTBOX_ON_PUBLIC_HOST', 'SMTP_URL', ...Object.keys(exposed)]) {
        expect(problems, label).toContain(name);
      }
    }
    expect(() => loadConfig({ HOST: '0.0.0.0', TRUST_PROXY: 'true' }, '/srv')).toThrow(
      /HOST=0\.0\.0\.0 lets other machines connect and TRUST_PROXY=true/,
    );
  });

  it('starts in outbox mode on loopback, with an acceptance flag, with SMTP_URL, or as a worker', () => {
    for (const host of ['localhost', 'LOCALHOST', '127.0.0.1', '127.0.1.1', '::1', '[::1]']) {
      expect(loadConfig({ HOST: host }, '/srv').host, host).toBe(host);
    }
    const accepted = loadConfig(
      { TRUST_PROXY: 'true', HOST: '0.0.0.0', OUTBOX_ON_PUBLIC_HOST: 'true' },
      '/srv',
    );
    expect(accepted.mail).toMatchObject({ outboxOnPublicHost: true, outboxAllowRemote: false });
    expect(
      loadConfig({ TRUST_PROXY: 'true', OUTBOX_ALLOW_REMOTE: 'true' }, '/srv').mail.outboxAllowRemote,
    ).toBe(true);
    const smtp = loadConfig(
      { TRUST_PROXY: 'true', HOST: '0.0.0.0', SMTP_URL: 'smtps://mail.example.com' },
      '/srv',
    );
    expect(smtp.mail.smtpUrl).toBe('smtps://mail.example.com');
    expect(loadConfig({ HOST: '0.0.0.0', WTT_ROLE: 'worker' }, '/srv').role).toBe('worker');
  });

  it('reads HEALTH_TOKEN and refuses a short one', () => {
    const token = 'e3b0c44298fc1c149afbf4c8996fb924';
    expect(loadConfig({ HEALTH_TOKEN: ` ${token} ` }, '/srv').healthToken).toBe(token);
    expect(() => loadConfig({ HEALTH_TOKEN: 'secret' }, '/srv')).toThrow(/HEALTH_TOKEN: must be at least 16/);
  });

  it('configures no language model by default: the built-in assistant answers', () => {
    expect(loadConfig({}, '/srv').assistant).toEqual({ llm: undefined });
  });

  it('reads the language model settings, with a 60 s time-out by default', () => {
    const config = loadConfig(
      { LLM_BASE_URL: 'https://api.example.com/v1', LLM_MODEL: ' gpt-x ', LLM_API_KEY: 'sk-123' },
      '/srv',
    );
    expect(config.assistant.llm).toEqual({
      baseUrl: 'https://api.example.com/v1',
      model: 'gpt-x',
      apiKey: 'sk-123',
      timeoutMs: 60_000,
    });
    const local = loadConfig(
      { LLM_BASE_URL: 'http://localhost:11434/v1', LLM_MODEL: 'llama3', LLM_TIMEOUT_SECONDS: '120' },
      '/srv',
    );
    expect(local.assistant.llm).toMatchObject({ apiKey: undefined, timeoutMs: 120_000 });
  });

  it('names a half-configured language model', () => {
    expect(() => loadConfig({ LLM_MODEL: 'gpt-x' }, '/srv')).toThrow(/LLM_BASE_URL: needed with LLM_MODEL/);
    expect(() => loadConfig({ LLM_BASE_URL: 'https://api.example.com/v1' }, '/srv')).toThrow(
      /LLM_MODEL: needed with LLM_BASE_URL/,
    );
    expect(() => loadConfig({ LLM_API_KEY: 'sk-123' }, '/srv')).toThrow(/LLM_API_KEY: set LLM_BASE_URL/);
    expect(() => loadConfig({ LLM_BASE_URL: 'ftp://x', LLM_MODEL: 'm' }, '/srv')).toThrow(/LLM_BASE_URL/);
    expect(() => loadConfig({ LLM_TIMEOUT_SECONDS: '0' }, '/srv')).toThrow(/LLM_TIMEOUT_SECONDS/);
  });
});
