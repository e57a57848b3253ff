import { apiErrorSchema } from '@wtt/contract';

/** The error answers every account route can give, listed in the OpenAPI document. */
export const ACCOUNT_ERROR_RESPONSES = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  415: apiErrorSchema,
} as const;
