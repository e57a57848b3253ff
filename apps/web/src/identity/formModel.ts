// A flow's ui container (identity-protocol.md section 1.2) as the screens use it: the csrf token, the input
// fields by name, the submit buttons (methods, providers, resend), links, and every message already turned
// into the product's wording.
import type { UiContainer, UiNode, UiText } from '@ory/client-fetch';
import { messageText } from './messages.ts';

export type FlowMessageType = 'info' | 'error' | 'success';

export interface FlowMessage {
  id: number;
  text: string;
  type: FlowMessageType;
}

export interface FlowField {
  name: string;
  group: string;
  type: string;
  value: string;
  required: boolean;
  disabled: boolean;
  autocomplete: string | null;
  pattern: string | null;
  maxLength: number | null;
  label: string | null;
  messages: FlowMessage[];
}

/** A submit node: `method=password`, `provider=google`, the recovery "Resend code" `email` button, … */
export interface FlowAction {
  name: string;
  value: string;
  group: string;
  label: string | null;
  messages: FlowMessage[];
}

export interface FlowLink {
  id: string;
  href: string;
  label: string | null;
}

export interface FlowFormModel {
  csrfToken: string;
  /** Visible inputs (text, email, password, …) by name. */
  fields: Readonly<Record<string, FlowField>>;
  /** Hidden inputs other than csrf_token, by name (for example the pre-filled identifier of a refresh). */
  hidden: Readonly<Record<string, string>>;
  actions: readonly FlowAction[];
  links: readonly FlowLink[];
  /** Flow-level messages (`ui.messages`). */
  messages: readonly FlowMessage[];
}

const SUBMIT_TYPES = new Set(['submit', 'button']);

function toMessageType(type: string): FlowMessageType {
  return type === 'error' || type === 'success' ? type : 'info';
}

export function toFlowMessage(message: UiText, field: string | null = null): FlowMessage {
  return { id: message.id, text: messageText(message, field), type: toMessageType(message.type) };
}

function stringValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

function labelOf(node: UiNode): string | null {
  const label = node.meta.label;
  return label === undefined ? null : label.text;
}

function addNode(model: MutableModel, node: UiNode): void {
  const attributes = node.attributes;
  if (attributes.node_type === 'a') {
    model.links.push({ id: attributes.id, href: attributes.href, label: attributes.title.text });
    return;
  }
  if (attributes.node_type !== 'input') return;
  const name = attributes.name;
  const messages = node.messages.map((message) => toFlowMessage(message, name));
  const value = stringValue(attributes.value);
  if (name === 'csrf_token') {
    model.csrfToken = value;
  } else if (SUBMIT_TYPES.has(attributes.type)) {
    model.actions.push({ name, value, group: node.group, label: labelOf(node), messages });
  } else if (attributes.type === 'hidden') {
    model.hidden[name] = value;
  } else {
    model.fields[name] = {
      name,
      group: node.group,
      type: attributes.type,
      value,
      required: attributes.required === true,
      disabled: attributes.disabled,
      autocomplete: attributes.autocomplete ?? null,
      pattern: attributes.pattern ?? null,
      maxLength: attributes.maxlength ?? null,
      label: labelOf(node),
      messages,
    };
  }
}

interface MutableModel {
  csrfToken: string;
  fields: Record<string, FlowField>;
  hidden: Record<string, string>;
  actions: FlowAction[];
  links: FlowLink[];
  messages: FlowMessage[];
}

export function buildFormModel(ui: UiContainer): FlowFormModel {
  const model: MutableModel = {
    csrfToken: '',
    fields: {},
    hidden: {},
    actions: [],
    links: [],
    messages: (ui.messages ?? []).map((message) => toFlowMessage(message)),
  };
  for (const node of ui.nodes) addNode(model, node);
  return model;
}

/** Whether the flow offers a method (a `method=<name>` submit, as every Kratos strategy renders). */
export function offersMethod(model: FlowFormModel, method: string): boolean {
  return model.actions.some((action) => action.name === 'method' && action.value === method);
}

export interface OidcProvider {
  provider: string;
  label: string;
}

/** The external identity providers: one `provider=<id>` submit per provider in group oidc. */
export function oidcProviders(model: FlowFormModel): OidcProvider[] {
  return model.actions
    .filter((action) => action.group === 'oidc' && action.name === 'provider' && action.value !== '')
    .map((action) => ({ provider: action.value, label: action.label ?? `Continue with ${action.value}` }));
}

/** The action with this name (for example the recovery and verification `email` resend button). */
export function findAction(model: FlowFormModel, name: string): FlowAction | undefined {
  return model.actions.find((action) => action.name === name);
}

/** Messages attached to a field or to a submit node of that name. */
export function messagesFor(model: FlowFormModel, name: string): FlowMessage[] {
  const field = model.fields[name]?.messages ?? [];
  const actions = model.actions.filter((action) => action.name === name).flatMap((action) => action.messages);
  return [...field, ...actions];
}

/** The first error of a field, for Mantine's `error` prop. */
export function fieldError(model: FlowFormModel, name: string): string | null {
  return messagesFor(model, name).find((message) => message.type === 'error')?.text ?? null;
}

/** Every message in the flow: flow-level first, then the fields' and buttons' ones. */
export function allMessages(model: FlowFormModel): FlowMessage[] {
  return [
    ...model.messages,
    ...Object.values(model.fields).flatMap((field) => field.messages),
    ...model.actions.flatMap((action) => action.messages),
  ];
}

/**
 * Spec section 8, "Flow failures": the first flow message text, else the fallback. Errors come first, so an
 * info line such as "Please complete the second authentication challenge." never hides the actual problem.
 */
export function flowFailureText(model: FlowFormModel | null, fallback: string): string {
  if (model === null) return fallback;
  const messages = allMessages(model);
  return (messages.find((message) => message.type === 'error') ?? messages[0])?.text ?? fallback;
}
