import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { claimCodeAttempt, claimCodeMail } from '../codeBudget.ts';
import { countCodeSubmission, countCodeTry, MAX_CODE_SUBMISSIONS, withdrawFlowCodes } from '../codes.ts';
import { flowReplaced } from '../errors.ts';
import { createFlow, flowAction, updateFlow, type FlowRecord } from '../flowStore.ts';
import { markAddressSent } from '../identities.ts';
import { labels, problems, type UiText } from '../messages.ts';
import { isValidEmail, methodField, normaliseEmail, type FormFields } from '../requestBody.ts';
import type { RequestContext } from '../requestContext.ts';
import { csrfNode, container, inputNode, submitNode, type UiNode } from '../uiNodes.ts';
import { expiredMessage, showFlow, submittedFlow, type FlowRestart } from './flowCommon.ts';
import { FlowFeedback } from './flowFeedback.ts';

/** The flows that send a code to an e-mail address and redeem it (recovery, verification). */
export interface CodeFlowSpec {
  kind: 'recovery' | 'verification';
  /** The label of the button that asks for a code. */
  submitLabel: () => UiText;
}

export interface CodeFlowInternal {
  email?: string;
  submissions?: number;
}

export function codeInternalOf(flow: FlowRecord): CodeFlowInternal {
  return flow.internal;
}

/** Nodes before a code was sent: the e-mail address. */
function chooseMethodNodes(spec: CodeFlowSpec): UiNode[] {
  return [
    csrfNode(),
    inputNode('code', 'email', 'email', { required: true, autocomplete: 'email', label: labels.email() }),
    submitNode('code', 'method', 'code', spec.submitLabel()),
  ];
}

/** Nodes after a code was sent to `email`: the code, submit, and "resend" (the e-mail as a submit button). */
export function codeSentNodes(email: string, codeLabel: UiText): UiNode[] {
  return [
    csrfNode(),
    inputNode('code', 'code', 'text', {
      required: true,
      pattern: '[0-9]+',
      maxlength: 6,
      autocomplete: 'one-time-code',
      label: codeLabel,
    }),
    inputNode('code', 'method', 'hidden', { value: 'code' }),
    submitNode('code', 'method', 'code', labels.submit()),
    submitNode('code', 'email', email, labels.resendCode()),
  ];
}

export async function startCodeFlow(
  ctx: RequestContext,
  spec: CodeFlowSpec,
  options: {
    returnTo: string | undefined;
    requestUrl: string;
    messages: UiText[];
    /** The signed-in identity that starts the flow: only its own pending e-mail change can complete in it. */
    identityId?: string | undefined;
  },
): Promise<FlowRecord> {
  const id = randomUUID();
  return createFlow(ctx, {
    id,
    kind: spec.kind,
    state: 'choose_method',
    active: 'code',
    requestUrl: options.requestUrl,
    returnTo: options.returnTo,
    identityId: options.identityId,
    ui: container(flowAction(ctx, spec.kind, id), chooseMethodNodes(spec), options.messages),
  });
}

/** A new flow in place of `flow` (same return_to and request URL) that shows `message`. */
export function restartCodeFlow(
  ctx: RequestContext,
  spec: CodeFlowSpec,
  flow: FlowRecord,
  message: UiText,
): Promise<FlowRecord> {
  return startCodeFlow(ctx, spec, {
    returnTo: flow.return_to ?? undefined,
    requestUrl: flow.request_url,
    identityId: flow.identity_id ?? undefined,
    messages: [message],
  });
}

/** GET /self-service/<kind>/flows?id= */
export function fetchCodeFlow(ctx: RequestContext, spec: CodeFlowSpec): Promise<FastifyReply> {
  return showFlow(ctx, spec.kind, restartExpired(ctx, spec));
}

/** Replaces an expired code flow with a new one that says why. */
function restartExpired(ctx: RequestContext, spec: CodeFlowSpec): FlowRestart {
  return (expired) => restartCodeFlow(ctx, spec, expired, expiredMessage(ctx, expired));
}

/**
 * The checks before a submission of a code flow: flow, expiry, CSRF, not yet completed, method `code`.
 * Answers the form and the flow, or throws the answer.
 */
export async function openCodeSubmission(
  ctx: RequestContext,
  spec: CodeFlowSpec,
): Promise<{ form: FormFields; flow: FlowRecord }> {
  const { flow, form } = await submittedFlow(ctx, spec.kind, restartExpired(ctx, spec));
  if (flow.state === 'passed_challenge') {
    const replacement = await restartCodeFlow(
      ctx,
      spec,
      flow,
      problems.generic(`This ${spec.kind} was already completed.`),
    );
    throw flowReplaced(
      replacement.id,
      `The ${spec.kind} flow was already completed; continue with the new one.`,
    );
  }
  const method = methodField(form);
  if (method !== undefined && method !== 'code') {
    throw new FlowFeedback(flow, { messages: [problems.noStrategy(spec.kind)] });
  }
  return { form, flow };
}

/** The typed address, normalised; throws the field's message when it is missing or malformed. */
export function checkedEmail(flow: FlowRecord, typed: string): string {
  const email = normaliseEmail(typed);
  if (email === '') {
    throw new FlowFeedback(flow, { fieldMessages: { email: [problems.emailMissing('email')] } });
  }
  if (!isValidEmail(email)) {
    throw new FlowFeedback(flow, {
      fieldMessages: { email: [problems.invalidEmail()] },
      values: { email: typed },
    });
  }
  return email;
}

/** What the flow shows once a code is on its way. */
export interface CodeSentView {
  codeLabel: UiText;
  notice: UiText;
}

/**
 * Asks for a code e-mail to `email` and moves the flow to sent_email. The request does the same work
 * whether or not the address has an account (the mail queue's worker looks it up), so neither the answer
 * nor its timing tells them apart. A code sent earlier in this flow is withdrawn: it went to an address
 * the flow no longer speaks for. Over the hourly budget nothing is queued, and the answer stays "code
 * sent". After a saved sign-up or address change the per-minute limit skips the mail instead of
 * answering 429, since the change has happened.
 */
export async function requestCodeMail(
  ctx: RequestContext,
  spec: CodeFlowSpec,
  flow: FlowRecord,
  email: string,
  view: CodeSentView,
  options: { afterSavedChange?: boolean } = {},
): Promise<FlowRecord> {
  const mailKey = `mail:${email}`;
  let withinMinuteLimit = true;
  if (options.afterSavedChange === true) withinMinuteLimit = ctx.deps.accountLimiter.tryHit(mailKey);
  else ctx.deps.accountLimiter.hit(mailKey);
  const withinBudget = withinMinuteLimit && (await claimCodeMail(ctx, email));
  return ctx.deps.db.transaction().execute(async (trx) => {
    await withdrawFlowCodes(trx, flow.id);
    const updated = await updateFlow(
      ctx,
      flow,
      {
        state: 'sent_email',
        ui: container(flow.ui.action, codeSentNodes(email, view.codeLabel), [view.notice]),
        internalPatch: { email },
      },
      trx,
    );
    if (withinBudget) {
      await ctx.deps.identityMails.request(trx, { flowId: flow.id, kind: spec.kind, address: email });
      // Kratos reports the address as "sent" once its code is on the way; for an address without an
      // account this updates nothing, at the same cost.
      if (spec.kind === 'verification') await markAddressSent(trx, email);
    }
    return updated;
  });
}

/**
 * The checks before a code is compared, each try counted first: a code was asked for, the flow's
 * submission limit (a new flow beyond it), the tries of the code itself, and the hourly budget of the
 * address the code was sent to, across flows (not the flow's address of now, which a resend can move).
 * Answers the flow's address, for which alone a code counts; throws "invalid code" when over a limit, so
 * a limit reveals nothing about the address.
 */
export async function claimCodeTry(
  ctx: RequestContext,
  spec: CodeFlowSpec,
  flow: FlowRecord,
  invalidCode: () => UiText,
): Promise<string> {
  const flowAddress = codeInternalOf(flow).email;
  if (flow.state !== 'sent_email' || flowAddress === undefined) {
    throw new FlowFeedback(flow, {
      messages: [problems.generic('Request a code first: enter your e-mail address.')],
    });
  }
  const submissions = await countCodeSubmission(ctx, flow.id);
  if (submissions > MAX_CODE_SUBMISSIONS) {
    const replacement = await restartCodeFlow(
      ctx,
      spec,
      flow,
      problems.generic('The request was submitted too often. Please request another code.'),
    );
    throw flowReplaced(
      replacement.id,
      'The code was submitted too often; request a new one in the new flow.',
    );
  }
  const code = await countCodeTry(ctx.deps.db, flow.id);
  const withinBudget = await claimCodeAttempt(ctx, code?.address ?? flowAddress);
  if (!withinBudget || (code !== undefined && code.tries > MAX_CODE_SUBMISSIONS)) {
    throw new FlowFeedback(flow, { messages: [invalidCode()] }, 200);
  }
  return flowAddress;
}
