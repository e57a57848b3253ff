import { defineDocumentRule } from './defineRule.ts';
import { compileGlossary, findGlossaryTerms } from './glossaryMatcher.ts';
import { glossaryParameters, resolveTerms } from './glossary.ts';
import { perBlock } from './perBlock.ts';
import type { DocumentMatch } from './types.ts';
import { quote } from './wording.ts';

export const requiredTerms = defineDocumentRule({
  id: 'required-terms',
  category: 'Choice of Words',
  name: 'Required terms',
  description:
    'Each term the guide requires must appear at least once in the text, in any word form and any case ("Workspace", "WORKSPACE"). A missing term is reported at the start of the text.',
  severity: 'warning',
  parameters: glossaryParameters,
  examples: {
    params: { terms: ['workspace'] },
    good: [
      'Invite your team to the workspace.',
      'Both workspaces sync every hour.',
      'Workspaces sync hourly.',
      'Open Team Workspace Settings to invite people.',
    ],
    bad: ['Invite your team to the project.', 'Invite your team.\n\nThey can join any time.'],
  },
  prepare(params, context) {
    const terms = resolveTerms(params, context);
    const matcher = compileGlossary(terms);
    const indexOf = new Map(terms.map((term, index) => [term, index]));
    // Which terms (by index) each block uses: cached per block, so an edit re-reads one block.
    const found = perBlock((block) => {
      const indexes = new Set<number>();
      for (const hit of findGlossaryTerms(matcher, block)) {
        const index = indexOf.get(hit.entry);
        // Any case counts: "Workspace" in a title-case label or "WORKSPACE" in a banner uses the term.
        if (index !== undefined) indexes.add(index);
      }
      return indexes;
    });
    return { terms, found };
  },
  check(document, { terms, found }) {
    const first = document.blocks.findIndex((block) => block.words.length > 0);
    const firstWord = document.blocks[first]?.words[0];
    if (terms.length === 0 || !firstWord) return [];
    const used = new Set<number>();
    for (const block of document.blocks) for (const index of found(block)) used.add(index);
    const matches: DocumentMatch[] = [];
    for (const [index, entry] of terms.entries()) {
      if (used.has(index)) continue;
      matches.push({
        block: first,
        from: firstWord.start,
        to: firstWord.end,
        message: `Use ${quote(entry.term)} at least once: the guide requires it.${entry.note ? ` ${entry.note}` : ''}`,
        methodName: 'missing-term',
        suggestions: [entry.term],
      });
    }
    return matches;
  },
});
