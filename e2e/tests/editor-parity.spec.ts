// The editor's findings equal POST /match's (issue 12). The claim, exactly: for a text T in format F
// (plain, Markdown, HTML) and a guide G the user may read,
//   1. the editor's document built from T (the editor's importers; HTML through the schema's paste rules
//      in Chromium's DOMParser) gives blocks whose prose is the prose of the server's parse of T, block by
//      block (kind, level and text);
//   2. the checker worker, running in Chromium with G as GET /source gives it, finds on those blocks the
//      findings POST /match {T, F, G} answers: put into T's offsets through the engine's maps, they are
//      deep-equal and in the same order (range, category, rule, check, message, severity, suggestions),
//      and the score, category scores, word count and explanation (rules and sentences) are identical;
//   3. every fix the server offers, the editor offers at the same place with the same text. The editor may
//      offer more: where T holds markup inside the fixed range (`**`, a tag) the server cannot replace the
//      range without breaking the markup, while the editor's document holds just the words.
// HTML texts keep single spaces inside a block: a browser collapses runs of white space, the server's
// parser keeps them (same words, other offsets).
import { expect, test, type Page } from '@playwright/test';
import type { MatchAnswer } from '@wtt/contract';
import type { TextFormat } from '@wtt/engine';
import { registerThroughApi, uniqueEmail } from './identityHelpers.ts';
import { harnessBundle, workerBundle } from './parity/bundles.ts';
import type { ParityRequest, ParityResult } from './parity/parityTypes.ts';
import { compareProse, toSourceFindings, toSourceSentences } from './parity/toSourceFindings.ts';

const TEXTS: Record<TextFormat, string> = {
  plain: [
    'Hi team,',
    'We utilize synergy to leverage the new workspace 🎉. The report was written by Ann and it is very very good.\n' +
      'Push it to github today, see https://example.com/notes or mail help@example.com.',
    'In order to apply, fill in the form. Thanks 😀 for the trouble, the 𝒳 team.',
  ].join('\n\n'),
  markdown: [
    '# Release notes for the workspace',
    'We **utilize** synergy to *leverage* the `npm install` step. The report was written by Ann.  \nIt is very very fast 🎉.',
    '- Push it to github today.\n- In order to apply, fill in [the form](https://example.com/form).',
    '> The plan was approved by the board.',
    '```\nutilize synergy\n```',
    'Thanks for the note, it was *really* helpful.',
  ].join('\n\n'),
  html:
    '<h2>Release notes for the workspace</h2><p>We <strong>utilize</strong> synergy &amp; leverage the ' +
    '<code>npm install</code> step. The report was written by Ann.<br>It is very very fast 🎉.</p>' +
    '<ul><li>Push it to github today.</li><li>In order to apply, fill in <a href="https://example.com">the form</a>.</li></ul>' +
    '<blockquote><p>The plan was approved by the board.</p></blockquote><pre><code>utilize synergy</code></pre>' +
    '<p>Thanks for the note, it was <em>really</em> helpful.</p>',
};

const MARKUP = /[<>&*_`[\]\\]/;

async function created(page: Page, path: string, data: unknown, key: 'tov' | 'glossary'): Promise<string> {
  const answer = await page.request.post(`/api/text${path}`, { data });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as Record<string, { id: string }>)[key]?.id ?? '';
}

test('the editor checker in Chromium finds what POST /match finds, for plain, Markdown and HTML texts', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const [harness, workerCode] = await Promise.all([harnessBundle(), workerBundle()]);
  await registerThroughApi(page.request, uniqueEmail('parity'), 'brand-voice-2026');
  const glossaryId = await created(
    page,
    '/glossaries',
    {
      name: 'Words we avoid',
      description: '',
      terms: [
        { term: 'synergy', suggestions: ['teamwork'] },
        { term: 'leverage', suggestions: ['use'] },
      ],
    },
    'glossary',
  );
  const guides = {
    glossary: await created(
      page,
      '/tones-of-voice',
      {
        name: 'Glossary and style',
        description: '',
        rules: [
          { id: 'forbidden-terms', params: { glossaryId } },
          { id: 'passive-voice' },
          { id: 'simplify' },
          { id: 'repeated-words' },
          { id: 'intensifiers' },
        ],
      },
      'tov',
    ),
    structure: await created(
      page,
      '/tones-of-voice',
      {
        name: 'Structure',
        description: '',
        rules: [
          { id: 'greeting-check' },
          { id: 'required-terms', params: { terms: ['customer'] } },
          { id: 'max-sentence-length', params: { max: 12 } },
          { id: 'exact-spelling', params: { terms: ['GitHub'] } },
          { id: 'forbidden-terms', params: { terms: [{ term: 'utilize', suggestions: ['use'] }] } },
        ],
      },
      'tov',
    ),
    predefined: await predefinedGuide(page, 'Plain language'),
  };

  // Served from the app's origin, so the app's Content Security Policy applies to them as to its chunks.
  await page.route('**/__parity/harness.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: harness }),
  );
  await page.route('**/__parity/checkerWorker.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: workerCode }),
  );
  await page.goto('/');
  await page.addScriptTag({ url: '/__parity/harness.js' });

  let compared = 0;
  const rulesSeen = new Set<string>();
  for (const [guideName, guideId] of Object.entries(guides)) {
    for (const format of ['plain', 'markdown', 'html'] as const) {
      const text = TEXTS[format];
      const label = `${guideName} / ${format}`;
      const matchResponse = await page.request.post('/api/text/match', {
        data: { text, format, toneOfVoiceId: guideId },
      });
      expect(matchResponse.status(), label).toBe(200);
      const server = (await matchResponse.json()) as MatchAnswer;
      const request: ParityRequest = { text, format, guideId, workerUrl: '/__parity/checkerWorker.js' };
      const editor = await page.evaluate(
        (input) =>
          (window as unknown as { checkInEditor(r: ParityRequest): Promise<ParityResult> }).checkInEditor(
            input,
          ),
        request,
      );

      // 1. The same prose, block by block.
      const { comparison, byId } = compareProse(editor.blocks, text, format);
      expect(comparison.editor, label).toEqual(comparison.server);

      // 2. The same findings and the same score.
      const placed = toSourceFindings(editor.findings, byId);
      expect(
        placed.map((item) => item.finding),
        label,
      ).toEqual(server.findings.map(({ fix: _fix, ...finding }) => finding));
      expect({ score: editor.score.overall, categories: editor.score.categories }, label).toEqual({
        score: server.score,
        categories: server.categories,
      });
      expect(
        {
          words: editor.score.words,
          rules: editor.score.rules,
          sentences: toSourceSentences(editor.score, byId),
        },
        label,
      ).toEqual(server.explanation);

      // 3. Every server fix is the editor's too; an editor-only fix only where the text holds markup.
      for (const [index, finding] of server.findings.entries()) {
        const editorFix = placed[index]?.fix;
        if (finding.fix) {
          const replacement =
            format === 'html' ? unescapeHtml(finding.fix.replacement) : finding.fix.replacement;
          expect(editorFix, `${label}: fix of ${finding.id} at ${finding.from}`).toEqual({
            ...finding.fix,
            replacement,
          });
        } else if (editorFix) {
          expect(format, `${label}: an editor-only fix in plain text`).not.toBe('plain');
          expect(text.slice(editorFix.begin, editorFix.end), label).toMatch(MARKUP);
        }
      }

      // The editor draws each finding on the words of its block.
      const blockText = new Map(editor.blocks.map((block) => [block.id, block.text]));
      expect(
        editor.shown.map((item) => item.text),
        label,
      ).toEqual(
        editor.findings.map((finding) => blockText.get(finding.blockId)?.slice(finding.from, finding.to)),
      );

      compared += server.findings.length;
      for (const finding of server.findings) rulesSeen.add(finding.id);
      if (guideName === 'glossary') {
        // The glossary the guide names reached the browser: its terms are found there.
        const glossaryHits = editor.shown.filter((item) => /synergy|leverage/.test(item.text));
        expect(glossaryHits.length, label).toBeGreaterThanOrEqual(2);
      }
    }
  }
  // Not a comparison of empty lists: many findings of many rules were compared.
  expect(compared).toBeGreaterThan(40);
  expect([...rulesSeen]).toEqual(
    expect.arrayContaining([
      'forbidden-terms',
      'passive-voice',
      'greeting-check',
      'required-terms',
      'exact-spelling',
    ]),
  );
});

async function predefinedGuide(page: Page, name: string): Promise<string> {
  const answer = await page.request.get('/api/text/tones-of-voice');
  const { tovList } = (await answer.json()) as { tovList: { id: string; name: string }[] };
  const guide = tovList.find((item) => item.name === name);
  if (!guide) throw new Error(`no predefined guide ${name}`);
  return guide.id;
}

function unescapeHtml(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}
