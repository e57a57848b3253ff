import { isLoopbackHost } from '../network/loopback.ts';
import type { Environment } from './environment.ts';

type OutboxSettings = Pick<
  Environment,
  'SMTP_URL' | 'HOST' | 'TRUST_PROXY' | 'WTT_ROLE' | 'OUTBOX_ON_PUBLIC_HOST' | 'OUTBOX_ALLOW_REMOTE'
>;

/**
 * Without SMTP_URL every sign-in and recovery code sits in the local outbox. A server that others reach
 * (a non-loopback HOST, or TRUST_PROXY: a proxy forwards other machines' requests) starts in that mode only
 * when its operator says they accept it, so an instance is not exposed by forgetting SMTP_URL. A worker
 * serves no HTTP, hence no outbox.
 */
export function outboxExposureProblems(env: OutboxSettings): string[] {
  if (env.SMTP_URL !== undefined || env.WTT_ROLE === 'worker') return [];
  if (env.OUTBOX_ON_PUBLIC_HOST || env.OUTBOX_ALLOW_REMOTE) return [];
  const reasons = [
    ...(isLoopbackHost(env.HOST) ? [] : [`HOST=${env.HOST} lets other machines connect`]),
    ...(env.TRUST_PROXY ? ['TRUST_PROXY=true says a proxy forwards requests of other machines'] : []),
  ];
  if (reasons.length === 0) return [];
  return [
    `OUTBOX_ON_PUBLIC_HOST: SMTP_URL is unset, so sign-in codes go to the local outbox (GET /api/dev/outbox), ` +
      `but ${reasons.join(' and ')}. Set SMTP_URL, or set OUTBOX_ON_PUBLIC_HOST=true to accept outbox mode ` +
      `here (the outbox still answers only requests from this machine; OUTBOX_ALLOW_REMOTE=true serves it ` +
      `to everyone).`,
  ];
}
