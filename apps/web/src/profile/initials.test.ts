import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials.ts';

describe('initials', () => {
  it('come from the names, else from the address', () => {
    expect(initialsOf({ firstName: 'ada', lastName: 'Lovelace' }, 'x@example.com')).toBe('AL');
    expect(initialsOf({ firstName: ' Grace ', lastName: '' }, 'x@example.com')).toBe('G');
    expect(initialsOf({ firstName: '', lastName: '' }, 'bo@example.com')).toBe('B');
    expect(initialsOf(null, 'cy@example.com')).toBe('C');
    expect(initialsOf({ firstName: '😀x', lastName: 'Émile' }, '')).toBe('😀É');
  });
});
