// @ts-check
// Where the CLI's bundle lies and whether it may run: plain JavaScript, so that the launcher needs no
// TypeScript loader to decide (loading one costs a start about 20 ms).
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The bundle in apps/cli/dist (apps/cli/build.ts writes it). */
export const BUNDLE_FILE = 'wtt.js';
/** The files the bundle was made from, relative to apps/cli/dist, as JSON (written after the bundle). */
export const INPUTS_FILE = 'inputs.json';

/**
 * The bundle's path when it can stand in for the sources: it and its list of inputs exist and no input
 * is missing or newer than the bundle. Otherwise undefined (never built, built before a source was
 * edited or a dependency updated, or a build that did not finish).
 * @param {string} dist the directory of the bundle
 * @returns {string | undefined}
 */
export function freshBundle(dist) {
  const bundle = path.join(dist, BUNDLE_FILE);
  const built = statSync(bundle, { throwIfNoEntry: false });
  if (!built) return undefined;
  /** @type {unknown} */
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(path.join(dist, INPUTS_FILE), 'utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(inputs) || inputs.length === 0) return undefined;
  for (const input of inputs) {
    if (typeof input !== 'string') return undefined;
    const source = statSync(path.join(dist, input), { throwIfNoEntry: false });
    if (!source || source.mtimeMs > built.mtimeMs) return undefined;
  }
  return bundle;
}
