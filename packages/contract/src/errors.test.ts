import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from './errors.ts';

describe('apiErrorSchema', () => {
  it('accepts the error shape with field details', () => {
    const parsed = apiErrorSchema.parse({
      statusCode: 400,
      error: 'Bad Request',
      message: 'body/name: Required',
      details: [{ path: 'body/name', message: 'Required' }],
    });
    expect(parsed.details?.[0]?.path).toBe('body/name');
  });

  it('rejects an answer without a message', () => {
    expect(apiErrorSchema.safeParse({ statusCode: 500, error: 'Internal Server Error' }).success).toBe(false);
  });
});
