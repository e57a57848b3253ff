// Long, varied texts for the tests of checking on several threads (test helpers, not shipped).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..', '..', '..');

/** Every text of the engine's development set, in file order: good and bad writing of every rule. */
export function devSetTexts(): string[] {
  const dir = path.join(root, 'packages', 'engine', 'devset');
  const texts: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') return;
    if (Array.isArray(value)) {
      for (const item of value) {
        if (typeof item === 'string') texts.push(item);
        else collect(item);
      }
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    for (const [key, item] of Object.entries(value)) {
      if (key === 'text' && typeof item === 'string') texts.push(item);
      else collect(item);
    }
  };
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    collect(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
  }
  return texts;
}

/** A long Markdown document of every kind of block (and code, which is not prose) from the texts. */
export function markdownOf(texts: readonly string[], length: number): string {
  const shapes = [
    (text: string) => text,
    (text: string) => `## ${text.split('\n')[0]?.slice(0, 60) ?? ''}`,
    (text: string) => `- ${text.replace(/\n+/g, ' ')}\n- ${text.slice(0, 40)}`,
    (text: string) => `> ${text.replace(/\n+/g, ' ')}`,
    (text: string) => `| a | b |\n| --- | --- |\n| ${text.slice(0, 30).replace(/\|/g, '')} | x |`,
    (text: string) => `\`\`\`\n${text}\n\`\`\``,
  ];
  const blocks: string[] = [];
  let size = 0;
  for (let index = 0; size < length; index++) {
    const text = texts[index % texts.length] ?? '';
    const block = shapes[index % shapes.length]?.(text) ?? text;
    blocks.push(block);
    size += block.length + 2;
  }
  return blocks.join('\n\n');
}
