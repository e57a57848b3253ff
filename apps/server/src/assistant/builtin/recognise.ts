import { findRule } from './ruleLookup.ts';

/** What a writer asked the built-in assistant for. */
export type Request =
  | { readonly kind: 'help' }
  | { readonly kind: 'check' }
  | { readonly kind: 'score'; readonly mentioned: number | undefined }
  | { readonly kind: 'fix' }
  | { readonly kind: 'explainRule'; readonly query: string }
  | { readonly kind: 'bestGuide' }
  | { readonly kind: 'tone'; readonly towards: 'formal' | 'friendly' }
  | { readonly kind: 'listGuides' }
  | { readonly kind: 'listPrompts' }
  | { readonly kind: 'runPrompt'; readonly name: string }
  | { readonly kind: 'unknown' };

const QUOTES = /^["'“”‘’«»`]+|["'“”‘’«»`]+$/g;

function unquote(text: string): string {
  return text.trim().replace(QUOTES, '').trim();
}

/** The name in "run prompt X on my text", "use the 'X' prompt", "apply prompt X". */
function promptName(message: string): string | undefined {
  const named =
    /\b(?:run|use|apply|try)\s+(?:the\s+|my\s+)?prompt\s+(.+?)(?:\s+(?:on|to|for|with)\s+(?:my|the|this)\b.*)?$/i.exec(
      message,
    ) ??
    /\b(?:run|use|apply|try)\s+(?:the\s+|my\s+)?(.+?)\s+prompt\b/i.exec(message) ??
    /\b(?:run|use|apply|try)\s+(["“'‘].+?["”'’])(?:\s+(?:on|to|for|with)\b.*)?$/i.exec(message);
  const name = named?.[1] === undefined ? undefined : unquote(named[1]);
  return name === undefined || name === '' ? undefined : name;
}

/** The rule asked about in "what does rule X mean", "explain X", "what is the X rule". */
function ruleQuery(message: string): string | undefined {
  const patterns = [
    /\bwhat\s+(?:does|do)\s+(?:the\s+)?(?:rule\s+)?(.+?)(?:\s+rule)?\s+mean\b/i,
    /\bexplain\s+(?:the\s+)?(?:rule\s+)?(.+?)(?:\s+rule)?[.?!]*$/i,
    /\bwhat\s+is\s+(?:the\s+)?(?:rule\s+)?(.+?)\s+rule\b/i,
    /\bwhat\s+is\s+(?:the\s+)?rule\s+(.+?)[.?!]*$/i,
    /\b(?:tell me about|meaning of)\s+(?:the\s+)?(?:rule\s+)?(.+?)(?:\s+rule)?[.?!]*$/i,
  ];
  for (const pattern of patterns) {
    const found = pattern.exec(message)?.[1];
    if (found !== undefined && unquote(found) !== '') return unquote(found);
  }
  return undefined;
}

/**
 * Recognises the requests a writer makes of the built-in assistant (issue 15). Word patterns, tried from
 * the most specific to the most general, so "which of my guides fits this text best" is not a list of
 * guides and "why is my score 62" is not a check.
 */
export function recognise(message: string): Request {
  const text = message.trim().replace(/\s+/g, ' ');
  const lower = text.toLowerCase();
  if (/^(help|\?|what can you do\??|how (do|does) (you|this) work\??|commands?)$/.test(lower)) {
    return { kind: 'help' };
  }
  if (/\bprompts?\b/.test(lower) && /\b(run|use|apply|try)\b/.test(lower)) {
    const name = promptName(text);
    if (name !== undefined) return { kind: 'runPrompt', name };
  }
  if (/\bprompts?\b/.test(lower) && /\b(list|show|which|what|my|all)\b/.test(lower)) {
    return { kind: 'listPrompts' };
  }
  if (
    /\bguides?\b/.test(lower) &&
    /\b(fits?|suits?|best|matches|closest|right)\b/.test(lower) &&
    /\b(which|what|best|find)\b/.test(lower)
  ) {
    return { kind: 'bestGuide' };
  }
  if (/\bguides?\b/.test(lower) && /\b(list|show|which|what|my|all)\b/.test(lower)) {
    return { kind: 'listGuides' };
  }
  if (/\bscore\b/.test(lower)) {
    const number = /\b(\d{1,3}(?:\.\d+)?)\b/.exec(lower)?.[1];
    return { kind: 'score', mentioned: number === undefined ? undefined : Number(number) };
  }
  const rule = /\b(rule|mean|explain|meaning)\b/.test(lower) ? ruleQuery(text) : undefined;
  if (rule !== undefined) return { kind: 'explainRule', query: rule };
  // "What is passive voice?": a question about a name the catalogue knows.
  const named = /^what(?:'s|’s| is| are)\s+(?:a |an |the )?(.+?)\??$/i.exec(text)?.[1];
  if (named !== undefined && findRule(named) !== undefined) {
    return { kind: 'explainRule', query: unquote(named) };
  }
  if (/\b(more formal|formal(ly)?|less casual|professional|businesslike)\b/.test(lower)) {
    return { kind: 'tone', towards: 'formal' };
  }
  if (/\b(friendl(y|ier)|warmer|more casual|less formal|more relaxed|more personal|kinder)\b/.test(lower)) {
    return { kind: 'tone', towards: 'friendly' };
  }
  if (/\b(fix|fixes|correct|repair|improve|clean (it|this|my text)? ?up)\b/.test(lower)) {
    return { kind: 'fix' };
  }
  if (
    /\b(check|review|proofread|look (at|over)|issues|problems|mistakes|errors|findings|feedback|how('s| is) my (text|writing))\b/.test(
      lower,
    ) ||
    /\b(is (it|this|my text|my writing) (ok|okay|good|fine|on brand)|what do you think|how does (it|this|my text) (look|read|sound))\b/.test(
      lower,
    )
  ) {
    return { kind: 'check' };
  }
  if (/\bhelp\b/.test(lower)) return { kind: 'help' };
  return { kind: 'unknown' };
}
