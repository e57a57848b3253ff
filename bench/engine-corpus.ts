// The benchmark corpus: the Jargon File 4.4.7 (public domain), from Debian's `jargon-text` package.
// Its copyright file (/usr/share/doc/jargon-text/copyright) says: "This document (the Jargon File) is in
// the public domain, to be freely used, shared, and modified." Source: http://www.catb.org/~esr/jargon/.
// Texts of N words are cut from its prose paragraphs (the table of contents and headwords are dropped)
// and written to bench/results/corpus/ (git-ignored), so nothing large is committed.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

export const CORPUS_FILE = '/usr/share/doc/jargon-text/jargon.txt.gz';
export const CORPUS_SOURCE = 'The Jargon File 4.4.7 (public domain), Debian package jargon-text 4.4.7-4.1';
const root = path.resolve(import.meta.dirname, '..');
export const CORPUS_DIR = path.join(root, 'bench', 'results', 'corpus');

/** The corpus text, or exit with how to install it. */
export function readCorpus(): string {
  if (!existsSync(CORPUS_FILE)) {
    console.error(
      `The benchmark corpus ${CORPUS_FILE} is missing. Install it with:\n` +
        '  apt-get update && apt-get install -y jargon-text\n' +
        '(the Jargon File, public domain; see /usr/share/doc/jargon-text/copyright).',
    );
    process.exit(2);
  }
  return gunzipSync(readFileSync(CORPUS_FILE)).toString('utf8');
}

const countWords = (text: string): number =>
  text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/**
 * The first `words` words of the corpus's prose, as paragraphs separated by blank lines: paragraphs of at
 * least 8 words, white space inside a paragraph collapsed; repeated from the start if the corpus is too
 * short. Deterministic: the same size gives the same text.
 */
export function corpusText(words: number): string {
  const paragraphs = readCorpus()
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter((paragraph) => countWords(paragraph) >= 8);
  const chosen: string[] = [];
  let total = 0;
  for (let index = 0; total < words; index = (index + 1) % paragraphs.length) {
    const paragraph = paragraphs[index] ?? '';
    const needed = words - total;
    const parts = paragraph.split(' ');
    const taken = countWords(paragraph) <= needed ? paragraph : parts.slice(0, needed).join(' ');
    chosen.push(taken);
    total += countWords(taken);
  }
  return `${chosen.join('\n\n')}\n`;
}

/** Writes the text of `words` words to bench/results/corpus/ and returns its path. */
export function corpusFile(words: number): string {
  mkdirSync(CORPUS_DIR, { recursive: true });
  const file = path.join(CORPUS_DIR, `jargon-${words}-words.txt`);
  writeFileSync(file, corpusText(words));
  return file;
}

/** Median of a list of numbers. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The benchmark guide (bench/guides/thirty-rules.json). */
export function benchGuidePath(): string {
  return path.join(root, 'bench', 'guides', 'thirty-rules.json');
}
