import { PROVIDER_NAME } from '@wtt/contract';
import { describe, expect, it } from 'vitest';
import { guide } from '../api/test/fixtures.ts';
import { groupGuides, isPredefinedGuide } from './guideGroups.ts';

const id = (n: number) => `3f1c2b4a-5d6e-4f70-8a91-b2c3d4e5f6${String(n).padStart(2, '0')}`;

describe('groupGuides', () => {
  const predefined = guide({ id: id(1), ownerName: 'Write the Tone' });
  const noOwner = guide({ id: id(2), ownerName: '  ' });
  const mine = guide({ id: id(3), ownerName: 'ada@example.com', shared: false });
  const mineShared = guide({ id: id(4), ownerName: 'Ada@Example.com', shared: true });
  const fromBo = guide({ id: id(5), ownerName: 'bo@example.com', shared: true });
  const fromCy = guide({ id: id(6), ownerName: ' cy@example.com ', shared: true });
  // Made before the user changed their address: not shared, so nobody shared it with them.
  const mineBeforeChange = guide({ id: id(7), ownerName: 'ada@old.example', shared: false });

  it('sorts predefined, mine and shared with me, keeping the order given', () => {
    const groups = groupGuides(
      [fromBo, predefined, mine, noOwner, mineShared, fromCy, mineBeforeChange],
      'ada@example.com',
    );
    expect(groups.predefined).toEqual([predefined, noOwner]);
    expect(groups.mine).toEqual([mine, mineShared, mineBeforeChange]);
    expect(groups.sharedWithMe).toEqual([
      { guide: fromBo, ownerName: 'bo@example.com' },
      { guide: fromCy, ownerName: 'cy@example.com' },
    ]);
  });

  it('without a known address, only unshared guides are surely mine', () => {
    const groups = groupGuides([mine, mineShared, fromBo], null);
    expect(groups.mine).toEqual([mine]);
    expect(groups.sharedWithMe.map((entry) => entry.guide)).toEqual([mineShared, fromBo]);
  });

  it('gives empty groups for no guides', () => {
    expect(groupGuides([], 'ada@example.com')).toEqual({ predefined: [], mine: [], sharedWithMe: [] });
  });

  it("knows a predefined guide by the provider's name or by no owner", () => {
    expect(PROVIDER_NAME).toBe('Write the Tone');
    expect(isPredefinedGuide({ ownerName: 'Write the Tone' })).toBe(true);
    expect(isPredefinedGuide({ ownerName: '' })).toBe(true);
    expect(isPredefinedGuide({ ownerName: 'write the tone' })).toBe(false);
    expect(isPredefinedGuide({ ownerName: 'ada@example.com' })).toBe(false);
  });
});
