import { apiErrorSchema } from '@wtt/contract';

/** The error answers every text route can give, listed in the OpenAPI document. */
export const ERROR_RESPONSES = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  415: apiErrorSchema,
} as const;
