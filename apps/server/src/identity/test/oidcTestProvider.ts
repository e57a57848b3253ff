import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface ProviderAccount {
  email: string;
  emailVerified: boolean;
}

/**
 * A real OpenID Connect provider (oidc-provider) on a free port. Its login page is automatic: whoever
 * `signInAs` names is signed in, and consent is implied, so a test drives the whole redirect dance with
 * plain HTTP.
 */
export interface TestOidcProvider {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** Registers the client's redirect URI (known once our server runs) and starts answering. */
  start(redirectUri: string): void;
  addAccount(subject: string, account: ProviderAccount): void;
  /** The account the next login at the provider signs in as. */
  signInAs(subject: string): void;
  close(): Promise<void>;
}

export async function startTestOidcProvider(): Promise<TestOidcProvider> {
  const accounts = new Map<string, ProviderAccount>();
  let current: string | undefined;
  let provider: Provider | undefined;

  const server: Server = createServer((request, response) => {
    if (provider === undefined) {
      response.statusCode = 503;
      response.end('provider not started');
      return;
    }
    const active = provider;
    if (request.url?.startsWith('/interaction/') === true) {
      void (async () => {
        await active.interactionDetails(request, response);
        await active.interactionFinished(
          request,
          response,
          { login: { accountId: current } },
          { mergeWithLastSubmission: false },
        );
      })().catch((error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      });
      return;
    }
    active.callback()(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'write-the-tone';
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const clientSecret = 'a-test-client-secret-that-is-long-enough';

  return {
    issuer,
    clientId,
    clientSecret,
    start(redirectUri) {
      provider = new Provider(issuer, {
        clients: [
          {
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uris: [redirectUri],
            response_types: ['code'],
            grant_types: ['authorization_code'],
            token_endpoint_auth_method: 'client_secret_basic',
          },
        ],
        claims: { openid: ['sub'], email: ['email', 'email_verified'] },
        cookies: { keys: ['test-cookie-key-0123456789'] },
        features: { devInteractions: { enabled: false } },
        interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
        pkce: { required: () => true },
        jwks: { keys: [{ ...signingKey, use: 'sig', kid: 'test-signing-key' }] },
        ttl: {
          Interaction: 600,
          Grant: 600,
          Session: 600,
          AccessToken: 600,
          IdToken: 600,
          AuthorizationCode: 60,
        },
        findAccount: async (_ctx, subject) => {
          const account = accounts.get(subject);
          if (account === undefined) return undefined;
          return {
            accountId: subject,
            claims: async () => ({
              sub: subject,
              email: account.email,
              email_verified: account.emailVerified,
            }),
          };
        },
        // Consent is implied for our own client: every login gets the scopes it asks for.
        loadExistingGrant: async (ctx) => {
          const grant = new ctx.oidc.provider.Grant({
            clientId: ctx.oidc.client.clientId,
            accountId: ctx.oidc.session.accountId,
          });
          grant.addOIDCScope('openid email profile');
          await grant.save();
          return grant;
        },
      });
    },
    addAccount: (subject, account) => accounts.set(subject, account),
    signInAs: (subject) => {
      current = subject;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
