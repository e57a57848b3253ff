import type { FastifyInstance, FastifyReply } from 'fastify';
import { consumeCode } from '../codes.ts';
import { flowExpired, flowReplaced } from '../errors.ts';
import { updateFlow, type FlowRecord } from '../flowStore.ts';
import type { IdentityDependencies } from '../identityDependencies.ts';
import { labels, notices, problems, type UiText } from '../messages.ts';
import { textField } from '../requestBody.ts';
import { uiUrl, type RequestContext } from '../requestContext.ts';
import type { RouteLimits } from '../routeContext.ts';
import { lookupSession } from '../sessions.ts';
import { anchorNode } from '../uiNodes.ts';
import { confirmVerifiedAddress } from './addressVerified.ts';
import {
  checkedEmail,
  claimCodeTry,
  codeInternalOf,
  fetchCodeFlow,
  openCodeSubmission,
  requestCodeMail,
  restartCodeFlow,
  startCodeFlow,
  type CodeFlowSpec,
  type CodeSentView,
} from './codeFlow.ts';
import { allowedReturnTo, requestUrl, sendFlow } from './flowCommon.ts';
import { FlowFeedback } from './flowFeedback.ts';
import { registerFlowRoutes } from './flowRoutes.ts';

const spec: CodeFlowSpec = { kind: 'verification', submitLabel: labels.submit };

function startVerificationFlow(
  ctx: RequestContext,
  options: {
    returnTo: string | undefined;
    requestUrl: string;
    messages: UiText[];
    identityId?: string | undefined;
  },
): Promise<FlowRecord> {
  return startCodeFlow(ctx, spec, options);
}

const codeSentView = (): CodeSentView => ({
  codeLabel: labels.verificationCode(),
  notice: notices.verificationCodeSent(),
});

/**
 * After sign-up or an address change: a verification flow that has already sent its code (continue_with
 * show_verification_ui). Never throws for the mail limits, since the change is saved already.
 */
export async function startVerificationForAddress(
  ctx: RequestContext,
  email: string,
  returnTo: string | undefined,
  identityId: string,
): Promise<FlowRecord> {
  const flow = await startVerificationFlow(ctx, {
    returnTo,
    requestUrl: `${ctx.publicBase}/self-service/verification/browser`,
    messages: [],
    identityId,
  });
  return requestCodeMail(ctx, spec, flow, email, codeSentView(), { afterSavedChange: true });
}

/**
 * GET /self-service/verification/browser. A signed-in browser's flow belongs to its identity, so that
 * identity's pending e-mail change can be verified in it (and in no one else's).
 */
async function initVerification(ctx: RequestContext): Promise<FastifyReply> {
  const returnTo = allowedReturnTo(ctx);
  const session = await lookupSession(ctx);
  const identityId = session.status === 'active' ? session.identity.id : undefined;
  return sendFlow(
    ctx,
    await startVerificationFlow(ctx, { returnTo, requestUrl: requestUrl(ctx), messages: [], identityId }),
  );
}

function restart(ctx: RequestContext, flow: FlowRecord, message: UiText): Promise<FlowRecord> {
  return restartCodeFlow(ctx, spec, flow, message);
}

/** GET /self-service/verification/flows?id= */
function getVerification(ctx: RequestContext): Promise<FastifyReply> {
  return fetchCodeFlow(ctx, spec);
}

/** POST /self-service/verification?flow=: send (or resend) a code, or submit one. */
async function submitVerification(ctx: RequestContext): Promise<FastifyReply> {
  const { form, flow } = await openCodeSubmission(ctx, spec);
  const code = textField(form, 'code')?.trim() ?? '';
  if (code !== '') return submitCode(ctx, flow, code);

  const email = checkedEmail(flow, textField(form, 'email') ?? codeInternalOf(flow).email ?? '');
  return sendFlow(ctx, await requestCodeMail(ctx, spec, flow, email, codeSentView()));
}

async function submitCode(ctx: RequestContext, flow: FlowRecord, code: string): Promise<FastifyReply> {
  const flowAddress = await claimCodeTry(ctx, spec, flow, problems.invalidVerificationCode);
  const check = await consumeCode(ctx, flow.id, flowAddress, code);
  switch (check.result) {
    case 'invalid':
      throw new FlowFeedback(flow, { messages: [problems.invalidVerificationCode()] }, 200);
    case 'used': {
      const replacement = await restart(ctx, flow, problems.generic('This code was already used.'));
      throw flowReplaced(replacement.id, 'The verification code was already used.');
    }
    case 'expired': {
      const replacement = await restart(ctx, flow, problems.verificationCodeExpired(check.expiredAt));
      throw flowExpired(replacement.id, check.expiredAt, ctx.now);
    }
    case 'valid': {
      await confirmVerifiedAddress(ctx, check.address, check.holderId);
      const next = flow.return_to ?? uiUrl(ctx, 'afterLogin');
      const passed = await updateFlow(ctx, flow, {
        state: 'passed_challenge',
        ui: {
          action: next,
          method: 'GET',
          nodes: [anchorNode('code', 'continue', next, labels.continue())],
          messages: [notices.verified()],
        },
      });
      return sendFlow(ctx, passed);
    }
  }
}

export function registerVerificationRoutes(
  app: FastifyInstance,
  deps: IdentityDependencies,
  limits: RouteLimits,
): void {
  registerFlowRoutes(app, deps, limits, {
    name: 'verification',
    submitNote: ' (send a code, or the code)',
    init: initVerification,
    get: getVerification,
    submit: submitVerification,
  });
}
