// Loaded into the page by editor-parity.spec.ts only (bundled at test time, never part of the app): the
// editor's side of the parity check, all of it in Chromium: the text becomes the editor's document (the
// editor's importers, the browser's DOMParser for HTML), the document becomes blocks, and the checker
// worker (its own bundle, run as a module worker) checks them with the guide fetched from /source.
import { getSchema } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { documentBlocks } from '../../../apps/web/src/editor/core/documentBlocks.ts';
import { htmlDocument } from '../../../apps/web/src/editor/core/import/htmlDocument.ts';
import { markdownDocument } from '../../../apps/web/src/editor/core/import/markdownDocument.ts';
import { plainTextDocument } from '../../../apps/web/src/editor/core/import/plainTextDocument.ts';
import { toShownFindings } from '../../../apps/web/src/editor/core/shownFindings.ts';
import { createPortChecker } from '../../../apps/web/src/editor/worker/portChecker.ts';
import type { ParityRequest, ParityResult } from './parityTypes.ts';

const schema = getSchema([StarterKit]);

async function checkInEditor(request: ParityRequest): Promise<ParityResult> {
  const doc =
    request.format === 'html'
      ? htmlDocument(request.text, schema)
      : request.format === 'markdown'
        ? markdownDocument(request.text, schema)
        : plainTextDocument(request.text, schema);
  const response = await fetch(`/api/text/tones-of-voice/${request.guideId}/source`);
  if (!response.ok) throw new Error(`GET /source answered ${response.status}`);
  const { source } = (await response.json()) as { source: Parameters<typeof checker.setGuide>[0] };
  const worker = new Worker(request.workerUrl, { type: 'module' });
  const checker = createPortChecker(worker);
  try {
    await checker.setGuide(source);
    const { blocks, starts } = documentBlocks(doc);
    const result = await checker.check(blocks, 1);
    const shown = toShownFindings(result.findings, starts).map((item) => ({
      key: item.key,
      text: doc.textBetween(item.from, item.to, ' ', '\n'),
    }));
    return { blocks: [...blocks], findings: [...result.findings], score: result.score, shown };
  } finally {
    checker.dispose();
  }
}

Object.assign(window, { checkInEditor });
