/** A value the Vale rule files hold: texts, numbers, booleans, lists and maps of them. */
export type YamlValue =
  string | number | boolean | readonly YamlValue[] | { readonly [key: string]: YamlValue | undefined };

/**
 * Writes a YAML document of plain data. Every text is single-quoted: in a single-quoted YAML scalar only
 * the quote itself is escaped (doubled), so regular expressions with backslashes, colons, `#` and `%`
 * reach Vale exactly as written. Line breaks and other control characters are not allowed in a rule's
 * texts and become spaces. Keys whose value is undefined are left out.
 */
export function toYaml(value: { readonly [key: string]: YamlValue | undefined }): string {
  return `${writeMap(value, 0).join('\n')}\n`;
}

function scalar(value: string | number | boolean): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`A YAML number must be finite, not ${value}.`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced
  const clean = value.replace(/[\u0000-\u001f\u007f\u2028\u2029]/g, ' ');
  return `'${clean.replaceAll("'", "''")}'`;
}

function isScalar(value: YamlValue): value is string | number | boolean {
  return typeof value !== 'object';
}

const IMPLICIT_KEY_LIMIT = 1000;

function writeMap(map: { readonly [key: string]: YamlValue | undefined }, indent: number): string[] {
  const pad = ' '.repeat(indent);
  const lines: string[] = [];
  for (const [key, value] of Object.entries(map)) {
    if (value === undefined) continue;
    const name = /^[A-Za-z_][A-Za-z0-9_-]*$/.test(key) ? key : scalar(key);
    if (isScalar(value) && name.length > IMPLICIT_KEY_LIMIT) {
      // YAML reads a plain `key: value` only for keys up to 1024 characters; a long pattern (a phrase
      // rule's entry with its context) is written as an explicit key.
      lines.push(`${pad}? ${name}`, `${pad}: ${scalar(value)}`);
    } else if (isScalar(value)) {
      lines.push(`${pad}${name}: ${scalar(value)}`);
    } else if (Array.isArray(value)) {
      lines.push(
        value.length === 0 ? `${pad}${name}: []` : `${pad}${name}:`,
        ...writeList(value, indent + 2),
      );
    } else {
      const entries = value as { readonly [key: string]: YamlValue | undefined };
      const inner = writeMap(entries, indent + 2);
      lines.push(inner.length === 0 ? `${pad}${name}: {}` : `${pad}${name}:`, ...inner);
    }
  }
  return lines;
}

function writeList(list: readonly YamlValue[], indent: number): string[] {
  const pad = ' '.repeat(indent);
  const lines: string[] = [];
  for (const item of list) {
    if (isScalar(item)) {
      lines.push(`${pad}- ${scalar(item)}`);
    } else if (Array.isArray(item)) {
      throw new Error('Lists of lists are not written: Vale rules have none.');
    } else {
      const inner = writeMap(item as { readonly [key: string]: YamlValue | undefined }, indent + 2);
      const [first, ...rest] = inner;
      lines.push(first === undefined ? `${pad}- {}` : `${pad}- ${first.trimStart()}`, ...rest);
    }
  }
  return lines;
}
