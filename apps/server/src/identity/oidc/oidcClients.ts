import * as client from 'openid-client';
import type { FastifyBaseLogger } from 'fastify';
import type { OidcProviderConfig } from '../../config/environment.ts';

/** What an external provider told us about the person who signed in. */
export interface OidcClaims {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
}

/** Per-login secrets kept in the flow until the provider calls back (PKCE, state, nonce). */
export interface OidcChallenge {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface OidcClients {
  readonly providers: readonly OidcProviderConfig[];
  find(providerId: string): OidcProviderConfig | undefined;
  newChallenge(): OidcChallenge;
  authorizationUrl(
    provider: OidcProviderConfig,
    redirectUri: string,
    challenge: OidcChallenge,
  ): Promise<string>;
  /** Exchanges the code of the callback URL (state, nonce and PKCE checked) and reads the person's claims. */
  finish(provider: OidcProviderConfig, callbackUrl: URL, challenge: OidcChallenge): Promise<OidcClaims>;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Generic OpenID Connect providers through openid-client v6: discovery from the issuer (cached once it
 * succeeds), authorization code flow with PKCE (S256), state and nonce, client_secret_basic. Plain-HTTP
 * issuers are accepted only on loopback addresses (a provider running on the same machine, as in tests).
 */
export function createOidcClients(
  providers: readonly OidcProviderConfig[],
  log: FastifyBaseLogger,
): OidcClients {
  const configurations = new Map<string, Promise<client.Configuration>>();

  const configurationOf = (provider: OidcProviderConfig): Promise<client.Configuration> => {
    let pending = configurations.get(provider.id);
    if (pending === undefined) {
      const issuer = new URL(provider.issuer);
      const insecure = issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.host.replace(/:\d+$/, ''));
      pending = client.discovery(
        issuer,
        provider.clientId,
        undefined,
        client.ClientSecretBasic(provider.clientSecret),
        // eslint-disable-next-line @typescript-eslint/no-deprecated -- plain HTTP only for loopback issuers (above)
        { execute: insecure ? [client.allowInsecureRequests] : [], timeout: 10 },
      );
      configurations.set(provider.id, pending);
      pending.catch((error: unknown) => {
        // A provider that was down should be tried again on the next sign-in, not remembered as broken.
        configurations.delete(provider.id);
        log.warn({ err: error, provider: provider.id }, 'OpenID Connect discovery failed');
      });
    }
    return pending;
  };

  return {
    providers,
    find: (providerId) => providers.find((provider) => provider.id === providerId),
    newChallenge: () => ({
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
    }),
    authorizationUrl: async (provider, redirectUri, challenge) => {
      const configuration = await configurationOf(provider);
      const url = client.buildAuthorizationUrl(configuration, {
        response_type: 'code',
        redirect_uri: redirectUri,
        scope: provider.scopes.join(' '),
        state: challenge.state,
        nonce: challenge.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(challenge.codeVerifier),
        code_challenge_method: 'S256',
      });
      return url.toString();
    },
    finish: async (provider, callbackUrl, challenge) => {
      const configuration = await configurationOf(provider);
      const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: challenge.codeVerifier,
        expectedState: challenge.state,
        expectedNonce: challenge.nonce,
      });
      const idToken = tokens.claims();
      if (idToken === undefined) throw new Error('the provider returned no ID token');
      let email = typeof idToken.email === 'string' ? idToken.email : undefined;
      let emailVerified = idToken.email_verified === true;
      if (email === undefined) {
        // Many providers put e-mail claims only into the UserInfo answer.
        const userInfo = await client.fetchUserInfo(configuration, tokens.access_token, idToken.sub);
        email = typeof userInfo.email === 'string' ? userInfo.email : undefined;
        emailVerified = userInfo.email_verified === true;
      }
      return { subject: idToken.sub, email, emailVerified };
    },
  };
}
