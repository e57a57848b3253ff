// The bottom of the server: the error every area throws on purpose and the one JSON body of every error
// answer. Imports nothing of ours but the contract, so every area (jobs included) may use it; http/ only
// wires it into Fastify.
import type { ApiError } from '@wtt/contract';
import { STATUS_CODES } from 'node:http';

/** Seconds a client is asked to wait (Retry-After) when the database connection was lost. */
export const DATABASE_RETRY_AFTER_SECONDS = 1;

/** An error a handler throws on purpose: its status and message go to the client as they are. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly details: ApiError['details'];

  constructor(statusCode: number, message: string, details?: ApiError['details']) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.details = details;
  }
}

export function errorBody(statusCode: number, message: string, details?: ApiError['details']): ApiError {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    ...(details && details.length > 0 ? { details } : {}),
  };
}
