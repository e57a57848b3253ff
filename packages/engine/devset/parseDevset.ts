import { TEXT_FORMATS, type TextFormat } from '../src/document/types.ts';
import type { DevCaseInput, DevGroup, DevSetFile } from './devsetTypes.ts';

/** Thrown for a development-set file that is not shaped as `DevSetFile`: says where. */
export class DevSetError extends Error {
  constructor(path: string, message: string) {
    super(`${path}: ${message}`);
    this.name = 'DevSetError';
  }
}

type Json = unknown;

const isRecord = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function list(value: Json, path: string): Json[] {
  if (!Array.isArray(value)) throw new DevSetError(path, 'must be a list');
  return value;
}

function text(value: Json, path: string): string {
  if (typeof value !== 'string' || value === '') throw new DevSetError(path, 'must be a non-empty text');
  return value;
}

function format(value: Json, path: string): TextFormat | undefined {
  if (value === undefined) return undefined;
  const found = TEXT_FORMATS.find((candidate) => candidate === value);
  if (!found) throw new DevSetError(path, `must be one of ${TEXT_FORMATS.join(', ')}`);
  return found;
}

function params(value: Json, path: string): Readonly<Record<string, unknown>> | undefined {
  if (value === undefined) return undefined;
  if (!isRecord(value)) throw new DevSetError(path, 'must be an object');
  return value;
}

/** Adds the optional `fixed` text of a labelled text. */
function withFixed<T extends object>(
  base: T,
  record: Record<string, Json>,
  path: string,
): T & { fixed?: string } {
  const value = record['fixed'];
  return value === undefined ? base : { ...base, fixed: text(value, `${path}.fixed`) };
}

function caseInput(value: Json, path: string): DevCaseInput {
  if (typeof value === 'string') return text(value, path);
  if (!isRecord(value)) throw new DevSetError(path, 'must be a text or {text, fixed?}');
  return withFixed({ text: text(value.text, `${path}.text`) }, value, path);
}

function group(value: Json, path: string): DevGroup {
  if (!isRecord(value)) throw new DevSetError(path, 'must be an object');
  const groupFormat = format(value.format, `${path}.format`);
  const withFormat = groupFormat === undefined ? {} : { format: groupFormat };
  if (value.rule !== undefined) {
    const groupParams = params(value.params, `${path}.params`);
    return {
      rule: text(value.rule, `${path}.rule`),
      ...(groupParams === undefined ? {} : { params: groupParams }),
      ...withFormat,
      positive: list(value.positive, `${path}.positive`).map((item, i) =>
        caseInput(item, `${path}.positive[${i}]`),
      ),
      negative: list(value.negative, `${path}.negative`).map((item, i) =>
        caseInput(item, `${path}.negative[${i}]`),
      ),
    };
  }
  const guide = list(value.guide, `${path}.guide`).map((item, i) => {
    const where = `${path}.guide[${i}]`;
    if (!isRecord(item)) throw new DevSetError(where, 'must be {id, params?}');
    const ruleParams = params(item.params, `${where}.params`);
    return { id: text(item.id, `${where}.id`), ...(ruleParams === undefined ? {} : { params: ruleParams }) };
  });
  const cases = list(value.cases, `${path}.cases`).map((item, i) => {
    const where = `${path}.cases[${i}]`;
    if (!isRecord(item)) throw new DevSetError(where, 'must be {text, expect, fixed?}');
    return withFixed(
      {
        text: text(item.text, `${where}.text`),
        expect: list(item.expect, `${where}.expect`).map((id, j) => text(id, `${where}.expect[${j}]`)),
      },
      item,
      where,
    );
  });
  return { guide, ...withFormat, cases };
}

/** Reads a development-set file (parsed JSON), checking its shape. */
export function parseDevSetFile(value: Json, name: string): DevSetFile {
  if (!isRecord(value)) throw new DevSetError(name, 'must be an object');
  return {
    description: text(value.description, `${name}.description`),
    groups: list(value.groups, `${name}.groups`).map((item, i) => group(item, `${name}.groups[${i}]`)),
  };
}
