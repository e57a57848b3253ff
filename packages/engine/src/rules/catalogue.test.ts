import { describe, expect, it } from 'vitest';
import { checkText } from '../check/checkText.ts';
import { isRuleCategory } from '../categories.ts';
import { listRules, RULES } from './catalogue.ts';
import { SEVERITIES } from './types.ts';

// Every rule's good and bad examples are its tests: each bad one yields at least one finding of the
// rule, each good one none.
describe.each(RULES.map((rule) => [rule.info.id, rule.info] as const))('rule %s', (id, info) => {
  const guide = { name: `examples of ${id}`, rules: [{ id, params: info.examples.params ?? {} }] };
  const options = { format: info.examples.format ?? 'plain' };

  it.each(info.examples.bad.map((text) => [text]))('finds a problem in %j', (text) => {
    const findings = checkText(text, guide, options).findings.filter((finding) => finding.id === id);
    expect(findings.length).toBeGreaterThan(0);
    for (const finding of findings) {
      expect(finding.type).toBe(info.category);
      expect(finding.severity).toBe(info.severity);
      expect(finding.to).toBeGreaterThan(finding.from);
      expect(finding.message.length).toBeGreaterThan(10);
    }
  });

  it.each(info.examples.good.map((text) => [text]))('accepts %j', (text) => {
    expect(checkText(text, guide, options).findings).toEqual([]);
  });
});

describe('the catalogue', () => {
  it('has unique kebab-case ids, a known category and severity, and examples of both kinds', () => {
    const ids = listRules().map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of listRules()) {
      expect(rule.id).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
      expect(isRuleCategory(rule.category)).toBe(true);
      expect(SEVERITIES).toContain(rule.severity);
      expect(rule.examples.good.length).toBeGreaterThan(0);
      expect(rule.examples.bad.length).toBeGreaterThan(0);
    }
  });

  it('has the rules of DESIGN.md section 6 with their parameter names', () => {
    const parameters = new Map(listRules().map((rule) => [rule.id, rule.parameters.map((p) => p.name)]));
    expect(parameters.get('passive-voice')).toEqual([]);
    expect(parameters.get('forbidden-terms')).toEqual(['terms', 'glossaryId']);
    expect(parameters.get('required-terms')).toEqual(['terms', 'glossaryId']);
    expect(parameters.get('exact-spelling')).toEqual(['terms', 'glossaryId']);
    expect(parameters.get('racism')).toEqual([]);
    expect(parameters.get('empathy')).toEqual(['learnedModel']);
    expect(parameters.get('greeting-check')).toEqual([]);
    expect(parameters.get('max-sentence-count')).toEqual(['max']);
    expect(parameters.get('max-sentence-length')).toEqual(['max']);
  });

  it('is plain JSON: it survives a round trip unchanged', () => {
    const rules = listRules();
    expect(JSON.parse(JSON.stringify(rules))).toEqual(rules);
    expect(rules.find((rule) => rule.id === 'max-sentence-length')?.parameters).toEqual([
      {
        name: 'max',
        type: 'integer',
        description: 'Most words a sentence may have.',
        default: 25,
        min: 3,
        max: 200,
      },
    ]);
  });
});

describe('the whole catalogue on odd input', () => {
  const GLOSSARY_RULES = new Set(['forbidden-terms', 'required-terms', 'exact-spelling']);
  const everyRule = {
    name: 'every rule',
    rules: listRules().map((rule) => ({
      id: rule.id,
      params: GLOSSARY_RULES.has(rule.id) ? (rule.examples.params ?? {}) : {},
    })),
  };
  const inputs: Array<[string, 'plain' | 'markdown' | 'html']> = [
    ['', 'plain'],
    ['   \n\n  ', 'plain'],
    ['🎉🎉🎉', 'plain'],
    ['!!! ??? ... ,,,', 'plain'],
    ['A', 'plain'],
    ['I', 'plain'],
    ['1 2 3 4 5 6 7 8 9 10 11 12/12/12 12:00 13:00 10GB', 'plain'],
    ['"unclosed quote and “curly one', 'plain'],
    ['# \n\n## Only Headings Here.\n\n###', 'markdown'],
    ['- \n- a\n- B.\n-', 'markdown'],
    ['```\ncode only\n```', 'markdown'],
    [
      '<p>Hi <b>there</b>, &amp; welcome!!</p><h2>Title Case Heading:</h2><ul><li>one.</li><li>two</li></ul>',
      'html',
    ],
    ['supercalifragilisticexpialidocious '.repeat(50), 'plain'],
    ['Ünïcödé façade naïve café — “quoted” ‘single’ … ½ ©', 'plain'],
  ];

  it.each(inputs)('checks %j (%s) with findings inside the text', (text, format) => {
    const { findings } = checkText(text, everyRule, { format });
    for (const finding of findings) {
      expect(finding.from).toBeGreaterThanOrEqual(0);
      expect(finding.to).toBeLessThanOrEqual(text.length);
      expect(finding.to).toBeGreaterThanOrEqual(finding.from);
      if (finding.fix) {
        expect(finding.fix.begin).toBeGreaterThanOrEqual(0);
        expect(finding.fix.end).toBeLessThanOrEqual(text.length);
      }
    }
  });
});
