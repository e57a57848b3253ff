import pino, { type DestinationStream, type Logger } from 'pino';
import type { ServerConfig } from './config/environment.ts';

/**
 * Query parameters whose values may appear in request logs. Everything else is replaced, because query
 * strings carry secrets: the logout token, the OIDC callback's code and state, addresses (?to= of the
 * outbox). Flow ids are no secrets (the CSRF token and the cookie guard a flow) and help to follow a flow.
 */
const LOGGED_QUERY_PARAMETERS = new Set(['flow', 'id', 'aal', 'refresh', 'return_to']);

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** The URL with the value of every query parameter not in LOGGED_QUERY_PARAMETERS replaced. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = new URLSearchParams(url.slice(queryStart + 1));
  const kept = [...query].map(([name, value]): [string, string] =>
    LOGGED_QUERY_PARAMETERS.has(name) ? [name, value] : [name, '[redacted]'],
  );
  return `${url.slice(0, queryStart)}?${new URLSearchParams(kept).toString()}`;
}

/** Fastify's request serializer, with the query redacted (it takes precedence over Fastify's own). */
function serializeRequest(request: LoggedRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: request.url === undefined ? undefined : redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export function createLogger(
  config: Pick<ServerConfig, 'logLevel'>,
  destination?: DestinationStream,
): Logger {
  const options = {
    level: config.logLevel,
    base: { service: 'wtt-server' },
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    serializers: { req: serializeRequest },
  };
  return destination === undefined ? pino(options) : pino(options, destination);
}
