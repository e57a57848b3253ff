import type { AssistantContext } from '@wtt/contract';

// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function storable(text: string): string {
  return text.replace(UNSTORABLE, '\uFFFD');
}

/**
 * The context as it can be stored (the chat keeps it, the job's input carries it; PostgreSQL's jsonb
 * refuses NUL and unpaired surrogates): each such unit becomes U+FFFD, one unit for one, so the
 * selection's offsets and the findings' offsets stay those of the editor's text. The editor's text is
 * checked, not refused: a stray control character is no reason to refuse a question about it.
 */
export function storableContext(context: AssistantContext): AssistantContext {
  const { text, selection } = context;
  return {
    ...context,
    ...(text === undefined ? {} : { text: storable(text) }),
    ...(selection === undefined ? {} : { selection: { ...selection, text: storable(selection.text) } }),
  };
}
