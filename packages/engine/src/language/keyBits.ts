// Bit sets of word keys: most words of a text start no term, and testing a bit skips the Map lookup.
// A word's bits are computed once with its view (`WordView.normalBit`, `looseBit`): reading a string's
// length or hash for every word and list costs a cache miss per word, more than the lookup itself.

const KEY_BITS = 1 << 14;
/** How many different bits there are: `keyBit` answers below it. */
export const KEY_BIT_COUNT = KEY_BITS;

/** A word key's bit, from its length and three of its characters. */
export function keyBit(key: string): number {
  const length = key.length;
  return (
    (length * 7919 + key.charCodeAt(0) * 131 + (key.charCodeAt(1) | 0) * 31 + key.charCodeAt(length - 1)) &
    (KEY_BITS - 1)
  );
}

/** Whether a bit is set. */
export function hasBit(bits: Uint32Array, bit: number): boolean {
  return ((bits[bit >>> 5] ?? 0) & (1 << (bit & 31))) !== 0;
}

/** Whether a key's bit is set. */
export function hasKeyBit(bits: Uint32Array, key: string): boolean {
  return hasBit(bits, keyBit(key));
}

/** The bits of a set of keys. */
export function keyBits(keys: Iterable<string>): Uint32Array {
  const bits = new Uint32Array(KEY_BITS / 32);
  for (const key of keys) {
    const bit = keyBit(key);
    bits[bit >>> 5] = (bits[bit >>> 5] ?? 0) | (1 << (bit & 31));
  }
  return bits;
}
