import type { Glossary } from '@wtt/contract';
import type { StoredGlossary } from '../glossaries/glossaryStore.ts';

export function presentGlossary(row: StoredGlossary): Glossary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    terms: row.terms,
    publicObject: row.public_object,
    disabled: row.disabled,
  };
}
