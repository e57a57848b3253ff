import type { UiText } from './messages.ts';

/** Node groups we use (Kratos has a few more: webauthn, passkey, identifier_first, link, captcha, saml). */
export type NodeGroup = 'default' | 'password' | 'oidc' | 'profile' | 'code' | 'totp' | 'lookup_secret';

export interface InputAttributes {
  name: string;
  type: 'text' | 'password' | 'email' | 'hidden' | 'submit';
  value?: string | boolean;
  required?: boolean;
  autocomplete?: string;
  pattern?: string;
  maxlength?: number;
  disabled: boolean;
  node_type: 'input';
}

export interface TextAttributes {
  id: string;
  text: UiText;
  node_type: 'text';
}

export interface ImageAttributes {
  id: string;
  src: string;
  width: number;
  height: number;
  node_type: 'img';
}

export interface AnchorAttributes {
  id: string;
  href: string;
  title: UiText;
  node_type: 'a';
}

interface NodeBase<Type extends string, Attributes> {
  type: Type;
  group: NodeGroup;
  attributes: Attributes;
  messages: UiText[];
  meta: { label?: UiText };
}

export type UiNode =
  | NodeBase<'input', InputAttributes>
  | NodeBase<'text', TextAttributes>
  | NodeBase<'img', ImageAttributes>
  | NodeBase<'a', AnchorAttributes>;

export interface UiContainer {
  action: string;
  method: 'POST' | 'GET';
  nodes: UiNode[];
  messages?: UiText[];
}

export const CSRF_FIELD = 'csrf_token';

interface InputOptions {
  value?: string | boolean;
  required?: boolean;
  autocomplete?: string;
  pattern?: string;
  maxlength?: number;
  label?: UiText;
}

export function inputNode(
  group: NodeGroup,
  name: string,
  type: InputAttributes['type'],
  options: InputOptions = {},
): UiNode {
  const attributes: InputAttributes = { name, type, disabled: false, node_type: 'input' };
  if (options.value !== undefined) attributes.value = options.value;
  if (options.required === true) attributes.required = true;
  if (options.autocomplete !== undefined) attributes.autocomplete = options.autocomplete;
  if (options.pattern !== undefined) attributes.pattern = options.pattern;
  if (options.maxlength !== undefined) attributes.maxlength = options.maxlength;
  return {
    type: 'input',
    group,
    attributes,
    messages: [],
    meta: options.label === undefined ? {} : { label: options.label },
  };
}

export function submitNode(group: NodeGroup, name: string, value: string | boolean, label: UiText): UiNode {
  return inputNode(group, name, 'submit', { value, label });
}

/** The anti-CSRF field: its value is filled in freshly (masked) on every answer. */
export function csrfNode(): UiNode {
  return inputNode('default', CSRF_FIELD, 'hidden', { required: true, value: '' });
}

export function textNode(group: NodeGroup, id: string, text: UiText, label?: UiText): UiNode {
  return {
    type: 'text',
    group,
    attributes: { id, text, node_type: 'text' },
    messages: [],
    meta: label === undefined ? {} : { label },
  };
}

export function imageNode(group: NodeGroup, id: string, src: string, size: number, label?: UiText): UiNode {
  return {
    type: 'img',
    group,
    attributes: { id, src, width: size, height: size, node_type: 'img' },
    messages: [],
    meta: label === undefined ? {} : { label },
  };
}

export function anchorNode(group: NodeGroup, id: string, href: string, title: UiText): UiNode {
  return {
    type: 'a',
    group,
    attributes: { id, href, title, node_type: 'a' },
    messages: [],
    meta: { label: title },
  };
}

/** The name of an input node, or its id for other nodes. */
export function nodeName(node: UiNode): string {
  return node.type === 'input' ? node.attributes.name : node.attributes.id;
}

/** Attaches messages to the input named `name` (a validation error under its field). */
export function withNodeMessages(nodes: UiNode[], name: string, messages: UiText[]): UiNode[] {
  return nodes.map((node) =>
    node.type === 'input' && node.attributes.name === name && node.attributes.type !== 'submit'
      ? { ...node, messages: [...node.messages, ...messages] }
      : node,
  );
}

/** Keeps what the user typed (never a password) so the form comes back filled in. */
export function withNodeValue(nodes: UiNode[], name: string, value: string): UiNode[] {
  return nodes.map((node) =>
    node.type === 'input' && node.attributes.name === name && node.attributes.type !== 'submit'
      ? { ...node, attributes: { ...node.attributes, value } }
      : node,
  );
}

export function container(action: string, nodes: UiNode[], messages: UiText[] = []): UiContainer {
  return messages.length > 0
    ? { action, method: 'POST', nodes, messages }
    : { action, method: 'POST', nodes };
}

/** The container with the CSRF node carrying `maskedToken` (a fresh masking per answer). */
export function withCsrfValue(ui: UiContainer, maskedToken: string): UiContainer {
  return {
    ...ui,
    nodes: ui.nodes.map((node) =>
      node.type === 'input' && node.attributes.name === CSRF_FIELD
        ? { ...node, attributes: { ...node.attributes, value: maskedToken } }
        : node,
    ),
  };
}

export interface Feedback {
  /** Flow-level messages (`ui.messages`). */
  messages?: UiText[];
  /** Messages under fields, by input name. */
  fieldMessages?: Record<string, UiText[]>;
  /** Values to show again, by input name (what the user typed; never a password). */
  values?: Record<string, string>;
}

/** The same form with the previous answer's messages replaced by this one's. */
export function withFeedback(ui: UiContainer, feedback: Feedback): UiContainer {
  let nodes: UiNode[] = ui.nodes.map((node) => ({ ...node, messages: [] }));
  for (const [name, value] of Object.entries(feedback.values ?? {})) {
    nodes = withNodeValue(nodes, name, value);
  }
  for (const [name, messages] of Object.entries(feedback.fieldMessages ?? {})) {
    nodes = withNodeMessages(nodes, name, messages);
  }
  return container(ui.action, nodes, feedback.messages ?? []);
}
