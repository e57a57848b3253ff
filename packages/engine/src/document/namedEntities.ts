/**
 * How many UTF-16 units the common named character references decode to. Nearly every named reference
 * decodes to one unit; this table lists the ones that matter for prose and the few that decode to two,
 * so the offset map stays exact. An unknown name is taken to decode to one unit.
 */
const TWO_UNIT_ENTITIES = new Set([
  'acE',
  'bne',
  'bnequiv',
  'caps',
  'cups',
  'fjlig',
  'gesl',
  'gvertneqq',
  'gvnE',
  'lates',
  'lesg',
  'lvertneqq',
  'lvnE',
  'nbump',
  'nbumpe',
  'nedot',
  'nesim',
  'ngE',
  'ngeqq',
  'nlE',
  'nleqq',
  'nvap',
  'nvge',
  'nvgt',
  'nvle',
  'nvlt',
  'race',
  'smtes',
  'sqcaps',
  'sqcups',
  'ThickSpace',
  'varsubsetneq',
  'varsupsetneq',
]);

/** Decoded length in UTF-16 units of `&name;`. Mathematical letters (`&Afr;`…) are astral: two units. */
export function namedEntityLength(name: string): number {
  if (TWO_UNIT_ENTITIES.has(name)) return 2;
  if (/^[A-Za-z](?:fr|opf|scr)$/.test(name)) return 2;
  return 1;
}
