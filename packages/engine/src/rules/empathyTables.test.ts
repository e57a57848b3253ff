import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { tableNews } from './empathyTables.ts';

const table = (...cells: string[]) => cells.map((cell) => analyzeProse(cell, 'table-cell'));

describe('tableNews', () => {
  it("finds a bad status of the reader's item and a price column that rises", () => {
    expect(
      tableNews(table('Item', 'Status', 'Oak shelf', 'Cancelled, out of stock', 'Brackets', 'Shipped')),
    ).toEqual({
      block: 3,
      from: 0,
      to: 23,
    });
    expect(
      tableNews(table('Plan', 'Old price', 'New price', 'Basic', '$8', '$10', 'Pro', '$20', '$24'))?.block,
    ).toBe(5);
  });
  it('passes reference tables, good statuses and falling prices', () => {
    expect(tableNews(table('Status', 'Meaning', 'Declined', 'The bank refused the payment'))).toBeUndefined();
    expect(tableNews(table('Code', 'Status', '200', 'OK', '402', 'Declined'))).toBeUndefined();
    expect(tableNews(table('Item', 'Status', 'Oak shelf', 'Shipped'))).toBeUndefined();
    expect(tableNews(table('Plan', 'Old price', 'New price', 'Basic', '$10', '$8'))).toBeUndefined();
  });
});

describe('tableNews, tenth pass', () => {
  it('finds a cell that prices what was free', () => {
    expect(tableNews(table('Fee', 'Amount', 'Replacement card', 'R75 (previously free)'))).toBeDefined();
  });
  it('passes a table of prices as they stand', () => {
    expect(tableNews(table('Fee', 'Amount', 'Replacement card', 'R75'))).toBeUndefined();
  });
});
