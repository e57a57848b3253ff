// How the profile's codes read in the form and the overview; OTHER comes with the user's own text.
import type { PositionCode, PriorityCode } from '@wtt/contract';

export const POSITION_LABELS: Record<PositionCode, string> = {
  WRITER: 'Writer',
  EDITOR: 'Editor',
  MARKETING: 'Marketing',
  COMMUNICATIONS: 'Communications',
  SUPPORT: 'Customer support',
  PRODUCT: 'Product',
  DEVELOPER: 'Developer',
  MANAGEMENT: 'Management',
  OTHER: 'Something else',
};

export const PRIORITY_LABELS: Record<PriorityCode, string> = {
  CONSISTENCY: 'One consistent brand voice',
  CLARITY: 'Clear, readable text',
  TONE: 'The right tone for each reader',
  SPEED: 'Writing faster',
  COMPLIANCE: 'Following our rules and terms',
  OTHER: 'Something else',
};

/** The code's label, or the user's own text for OTHER; null when nothing was chosen. */
export function describeChoice<Code extends string>(
  labels: Record<Code, string>,
  code: Code | null,
  text: string,
): string | null {
  if (code === null) return null;
  if (code === 'OTHER') return text.trim() === '' ? labels[code] : text.trim();
  return labels[code];
}
