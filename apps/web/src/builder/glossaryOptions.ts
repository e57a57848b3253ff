// The glossaries a builder field may name: the user's own and the public ones (the server refuses any
// other), grouped as the library shows them.
import type { Glossary } from '@wtt/contract';

export interface GlossaryOptionGroup {
  group: string;
  items: { value: string; label: string }[];
}

const byName = (a: Glossary, b: Glossary): number => a.name.localeCompare(b.name);

function option(glossary: Glossary): { value: string; label: string } {
  const terms = `${glossary.terms.length} ${glossary.terms.length === 1 ? 'term' : 'terms'}`;
  return {
    value: glossary.id,
    label: `${glossary.name} (${terms}${glossary.disabled ? ', disabled' : ''})`,
  };
}

export function glossaryOptions(glossaries: readonly Glossary[]): GlossaryOptionGroup[] {
  const own = glossaries.filter((glossary) => !glossary.publicObject).sort(byName);
  const shared = glossaries.filter((glossary) => glossary.publicObject).sort(byName);
  return [
    { group: 'My glossaries', items: own.map(option) },
    { group: 'Public glossaries', items: shared.map(option) },
  ].filter((group) => group.items.length > 0);
}
