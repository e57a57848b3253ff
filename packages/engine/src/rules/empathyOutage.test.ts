import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { usersBlocked } from './empathyOutage.ts';

const blocked = (text: string): number | undefined => usersBlocked(analyzeProse(text, 'paragraph'));

describe('usersBlocked', () => {
  it('reads what users cannot do now, with a time of now or an update promised', () => {
    expect(blocked('Customers in the EU region cannot upload files since 09:12 UTC.')).toBeDefined();
    expect(
      blocked('Customers cannot complete card payments at checkout. Next update at 14:30 GMT.'),
    ).toBeDefined();
    expect(blocked('Some users are unable to open invoices at the moment.')).toBeDefined();
  });
  it('leaves a rule of use', () => {
    expect(blocked("Customers cannot see each other's orders.")).toBeUndefined();
    expect(blocked('Members cannot transfer their tickets to another person.')).toBeUndefined();
  });
});
