import type { BlockView } from '../language/types.ts';
import { higherThanBefore } from './empathyAmounts.ts';

/**
 * Bad news laid out in a table rather than told in a sentence: a status column that reports the
 * reader's item cancelled or out of stock ("| Oak shelf | Cancelled, out of stock |"), and an old and a
 * new price column where the new price is higher ("| Basic | $8 | $10 |"). A reference table that
 * explains statuses ("| Status | Meaning |") reports nothing. Cells reach the rule one by one, in
 * reading order, so a table is a run of table-cell blocks, its header first.
 */

export interface TableNews {
  /** Index of the cell's block in the document. */
  readonly block: number;
  readonly from: number;
  readonly to: number;
}

const STATUS_HEADERS = /^(?:(?:order|delivery|payment|item|booking|claim|application)\s+)?(?:status|state)$/u;
// Headers of a table that explains values or lists them by code, rather than reporting them.
const REFERENCE_HEADERS =
  /^(?:meaning|description|definition|explanation|what it means|details|notes?|(?:status |error |http )?codes?|value)$/u;
// The first word of a status that is bad news for the reader's item.
const BAD_STATUSES = new Set([
  ...['cancelled', 'canceled', 'declined', 'failed', 'rejected', 'refused', 'delayed', 'suspended'],
  ...['locked', 'blocked', 'lost', 'damaged', 'missing', 'unavailable', 'postponed', 'withdrawn'],
  ...['discontinued', 'overdue', 'expired', 'undeliverable', 'unpaid', 'backordered', 'back-ordered'],
]);
const BAD_STATUS_PHRASES =
  /^(?:out of stock|on hold|on back-?order|not (?:delivered|available|shipped|approved))/u;

// A status the reader chose: "Cancelled at your request", "Cancelled (requested by you)".
const CHOSEN = /\b(?:at your request|as (?:you )?requested|requested by you|by you|your request)\b/u;

const OLD_HEADERS =
  /^(?:old|current|previous|was|before)\b|\b(?:old|current|previous)\s+(?:price|fee|rate|cost)/u;
const NEW_HEADERS = /^(?:new|now|after)\b|\bnew\s+(?:price|fee|rate|cost)|^from\s/u;
const DATED_HEADERS = /^(?:from|starting|after)\s/u;
const TODAY_HEADERS = /^(?:now|today|until\s)/u;
const MONEY = /[$€£¥]\s?(\d[\d,]*(?:\.\d+)?)|(\d[\d,]*(?:\.\d+)?)\s?(?:eur|usd|gbp|chf)\b/iu;
// Tables are short; a header is looked for in the first cells, and a row is at most this wide.
const WIDEST = 8;

/** The first bad news any table of the document reports, or undefined. */
export function tableNews(blocks: readonly BlockView[]): TableNews | undefined {
  for (let start = 0; start < blocks.length; start++) {
    if (blocks[start]?.kind !== 'table-cell') continue;
    let end = start;
    while (blocks[end]?.kind === 'table-cell') end++;
    const cells = blocks.slice(start, end);
    const found = badStatus(cells) ?? priceRise(cells) ?? nowCharged(cells);
    if (found !== undefined) {
      const cell = cells[found];
      if (cell) return { block: start + found, from: 0, to: cell.text.length };
    }
    start = end;
  }
  return undefined;
}

const cellText = (cell: BlockView | undefined): string => (cell?.text ?? '').trim().toLowerCase();

/** The index of a cell that reports a bad status, in a table with a status column and no meanings. */
function badStatus(cells: readonly BlockView[]): number | undefined {
  const texts = cells.map(cellText);
  if (!texts.some((text) => STATUS_HEADERS.test(text))) return undefined;
  if (texts.some((text) => REFERENCE_HEADERS.test(text))) return undefined;
  const index = texts.findIndex(
    (text) =>
      (BAD_STATUSES.has(text.split(/[\s,;.:]/u)[0] ?? '') || BAD_STATUS_PHRASES.test(text)) &&
      !CHOSEN.test(text),
  );
  return index >= 0 ? index : undefined;
}

function money(cell: BlockView | undefined): number | undefined {
  const text = cell?.text ?? '';
  const match = MONEY.exec(text);
  if (match) return Number((match[1] ?? match[2] ?? '').replaceAll(',', ''));
  // Pence and cents ("48p a day", "27.1p per kWh") and a price that was nothing ("Free", "Included"),
  // read as amounts too (sixteenth pass): "| Paper statements | Free | £1.50 each |".
  const pence = PENCE.exec(text);
  if (pence) return Number(pence[1]) / 100;
  return NOTHING_PAID.test(text.trim()) ? 0 : undefined;
}
const PENCE = /^\s*(\d+(?:\.\d+)?)\s?(?:p|c)\b/iu;
const NOTHING_PAID = /^(?:free|included|no charge|none|nil)$/iu;

/**
 * The index of the first new-price cell above its old price, in a table with an old and a new price
 * column: every row must give both prices, and at least one must rise, none fall.
 */
function priceRise(cells: readonly BlockView[]): number | undefined {
  const texts = cells.slice(0, WIDEST).map(cellText);
  // "| Now | From April |": beside a column dated ahead, "now" or "today" is the price paid until then.
  const dated = texts.findIndex((text) => DATED_HEADERS.test(text));
  const old = texts.findIndex((text) => OLD_HEADERS.test(text) || (dated >= 0 && TODAY_HEADERS.test(text)));
  const now = dated >= 0 ? dated : texts.findIndex((text) => NEW_HEADERS.test(text));
  return rise(cells, old, now);
}

/** The first new-price cell above its old one, with the columns found. */
function rise(cells: readonly BlockView[], old: number, now: number): number | undefined {
  if (old < 0 || now < 0 || old === now) return undefined;
  for (let width = Math.max(old, now) + 1; width <= WIDEST; width++) {
    const rows = cells.length / width - 1;
    if (rows < 1) break;
    if (!Number.isInteger(rows)) continue;
    let first: number | undefined;
    let fits = true;
    let fell = false;
    for (let row = 1; row <= rows && fits; row++) {
      const before = money(cells[row * width + old]);
      const after = money(cells[row * width + now]);
      if (before === undefined || after === undefined) fits = false;
      else if (after < before) fell = true;
      else if (after > before && first === undefined) first = row * width + now;
    }
    if (fits) return fell ? undefined : first;
  }
  return undefined;
}

/** A cell that prices what was free: "| Replacement card | R75 (previously free) |". */
function nowCharged(cells: readonly BlockView[]): number | undefined {
  const index = cells.findIndex((cell) => higherThanBefore(cell) !== undefined);
  return index >= 0 ? index : undefined;
}

/**
 * A status told as a label's value in prose or a list line rather than a table cell (the fifteenth
 * pass): "Booking status — 12 September, Old Town tour: Cancelled.", "- **Outbound** Leeds to Paris, 3
 * June: *Cancelled*". A bad status (`BAD_STATUSES`), capitalised, straight after a colon or a dash and at
 * the end of its clause; one the reader chose ("Cancelled at your request") and a count ("Cancelled: 3")
 * are no news. Returns the index of the status word.
 */
export function statusValue(block: BlockView): number | undefined {
  if (block.kind === 'heading' || block.kind === 'table-cell') return undefined;
  const { words, text } = block;
  for (let index = 1; index < words.length; index++) {
    const word = words[index];
    if (!word || !BAD_STATUSES.has(word.normal) || !/^\p{Lu}/u.test(word.text)) continue;
    const gap = text.slice(words[index - 1]?.end ?? 0, word.start);
    if (!/[:\u2013\u2014][\s*_]*$/u.test(gap)) continue;
    const after = text.slice(word.end, words[index + 1]?.start ?? text.length);
    if (!/^[*_]*\s*(?:[.,;]|\n|$)/u.test(after)) continue;
    if (CHOSEN.test(text.slice(word.end, word.end + 40).toLowerCase())) continue;
    return index;
  }
  return undefined;
}
