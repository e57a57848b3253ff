import { expect, type APIRequestContext } from '@playwright/test';
import { latestCode, latestMessageId } from './identityHelpers.ts';

const JSON_HEADERS = { Accept: 'application/json', 'Content-Type': 'application/json' };

interface VerificationFlow {
  id: string;
  state: string;
  ui: { nodes: { attributes: { name?: string; value?: unknown } }[] };
}

/**
 * Verifies a signed-in user's address through the API as the verify screen would (sharing and joining need
 * a verified address): a fresh verification flow, a mailed code, the code sent back.
 */
export async function verifyThroughApi(request: APIRequestContext, email: string): Promise<void> {
  const before = await latestMessageId(request, email);
  const flow = (await (
    await request.get('/api/auth/self-service/verification/browser', { headers: JSON_HEADERS })
  ).json()) as VerificationFlow;
  const csrf = flow.ui.nodes.find((node) => node.attributes.name === 'csrf_token')?.attributes.value;
  const submit = (data: Record<string, unknown>) =>
    request.post(`/api/auth/self-service/verification?flow=${flow.id}`, {
      headers: JSON_HEADERS,
      data: { method: 'code', csrf_token: csrf, ...data },
    });
  expect((await submit({ email })).status()).toBe(200);
  const code = await latestCode(request, email, before);
  const passed = await submit({ code });
  expect(passed.status()).toBe(200);
  expect(((await passed.json()) as VerificationFlow).state).toBe('passed_challenge');
}
