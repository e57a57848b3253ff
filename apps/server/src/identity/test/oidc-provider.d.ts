// oidc-provider ships no types and there is no @types package: the small part the tests use.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface OidcGrant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  interface OidcContext {
    oidc: {
      provider: Provider;
      client: { clientId: string };
      session: { accountId?: string };
    };
  }

  interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }

  interface Configuration {
    clients: Record<string, unknown>[];
    claims?: Record<string, string[]>;
    cookies?: { keys: string[] };
    features?: Record<string, unknown>;
    interactions?: { url(ctx: unknown, interaction: { uid: string }): string };
    findAccount(ctx: unknown, sub: string): Promise<Account | undefined>;
    loadExistingGrant?(ctx: OidcContext): Promise<OidcGrant | undefined>;
    pkce?: { required(): boolean };
    jwks?: { keys: Record<string, unknown>[] };
    ttl?: Record<string, number>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    Grant: new (properties: { clientId: string; accountId: string | undefined }) => OidcGrant;
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    interactionDetails(
      request: IncomingMessage,
      response: ServerResponse,
    ): Promise<{ uid: string; prompt: { name: string } }>;
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
}
