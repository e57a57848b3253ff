import pino, { type Logger } from 'pino';
import type { ServerConfig } from './config/environment.ts';

export function createLogger(config: Pick<ServerConfig, 'logLevel'>): Logger {
  return pino({
    level: config.logLevel,
    base: { service: 'wtt-server' },
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
  });
}
