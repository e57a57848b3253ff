// The glossaries a rule may refer to: the user's own and the public ones (DESIGN section 6), as the
// grouped options of a select.
import type { Glossary } from '@wtt/contract';

export interface GlossaryChoiceGroup {
  group: string;
  items: { value: string; label: string }[];
}

const label = (glossary: Glossary): string =>
  glossary.disabled ? `${glossary.name} (disabled)` : glossary.name;

export function glossaryChoices(glossaries: readonly Glossary[]): GlossaryChoiceGroup[] {
  const toItem = (glossary: Glossary) => ({ value: glossary.id, label: label(glossary) });
  const groups = [
    { group: 'My glossaries', items: glossaries.filter((item) => !item.publicObject).map(toItem) },
    { group: 'Public glossaries', items: glossaries.filter((item) => item.publicObject).map(toItem) },
  ];
  return groups.filter((group) => group.items.length > 0);
}

export function glossaryName(glossaries: readonly Glossary[], id: string): string | null {
  return glossaries.find((glossary) => glossary.id === id)?.name ?? null;
}
