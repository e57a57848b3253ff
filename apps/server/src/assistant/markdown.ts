// Pieces of the assistant's Markdown. Words quoted from the user's text or library are escaped, so that a
// term such as "[click](javascript:...)" or "**" reads as written and never becomes a link or markup.

const SPECIAL = /[\\`*_{}[\]()<>#+\-.!|~&]/g;

/** `text` as literal Markdown: every character that could start markup is escaped. */
export function literal(text: string): string {
  return text.replace(/\s+/g, ' ').replace(SPECIAL, (character) => `\\${character}`);
}

/** A quoted excerpt: "…", shortened to `max` characters. */
export function quoted(text: string, max = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const cut = flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
  return `“${literal(cut)}”`;
}

export function bullets(lines: readonly string[]): string {
  return lines.map((line) => `- ${line}`).join('\n');
}

/** "1 finding", "2 findings". */
export function count(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

export function paragraphs(...parts: readonly (string | undefined | false)[]): string {
  return parts.filter((part): part is string => typeof part === 'string' && part !== '').join('\n\n');
}
