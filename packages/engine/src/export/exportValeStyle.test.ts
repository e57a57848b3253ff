import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { TextFormat } from '../document/types.ts';
import { GuideError } from '../guide/guideError.ts';
import { listRules } from '../rules/catalogue.ts';
import { exportValeStyle, pascalCase } from './exportValeStyle.ts';
import { NOT_EXPORTABLE, VALE_MAPPINGS } from './valeMappings.ts';
import valeRuleSchema from './vale-rule.schema.json' with { type: 'json' };
import {
  compiledPattern,
  simulate,
  simulateAccept,
  simulateReject,
  type SimulatedAlert,
} from './valeSimulator.ts';
import type { ValeFile, ValeRule } from './valeTypes.ts';

const validateRule = new Ajv({ allErrors: true, strict: true, strictRequired: false }).compile(
  valeRuleSchema,
);

interface Package {
  readonly rules: Map<string, ValeRule>;
  readonly accept: string[];
  readonly reject: string[];
  readonly files: ValeFile[];
}

function read(files: ValeFile[]): Package {
  const rules = new Map<string, ValeRule>();
  const list = (suffix: string): string[] =>
    files
      .find((file) => file.path.endsWith(suffix))
      ?.content.split('\n')
      .filter((line) => line !== '') ?? [];
  for (const file of files) {
    if (file.path.endsWith('.yml')) rules.set(file.path, parse(file.content) as ValeRule);
  }
  return { rules, accept: list('/accept.txt'), reject: list('/reject.txt'), files };
}

function alertsOf(pkg: Package, text: string, format?: TextFormat): SimulatedAlert[] {
  return [
    ...[...pkg.rules.values()].flatMap((rule) => simulate(rule, text, format)),
    ...simulateAccept(pkg.accept, text),
    ...simulateReject(pkg.reject, text),
  ];
}

const catalogue = listRules();
const mapped = catalogue.filter((rule) => VALE_MAPPINGS[rule.id]);

// Every catalogue rule with its example parameters: the broadest guide the export can meet.
const everyRule = exportValeStyle({
  name: 'Every rule',
  rules: catalogue.map((rule) => ({
    id: rule.id,
    ...(rule.examples.params ? { params: rule.examples.params } : {}),
  })),
});

describe('exportValeStyle: the package', () => {
  it('writes every rule file valid against Vale’s rule schema', () => {
    const yml = everyRule.filter((file) => file.path.endsWith('.yml'));
    expect(yml.length).toBeGreaterThanOrEqual(mapped.length);
    for (const file of yml) {
      expect(file.path).toMatch(/^styles\/EveryRule\/[A-Z][A-Za-z0-9]*\.yml$/);
      const rule: unknown = parse(file.content);
      const valid = validateRule(rule);
      expect({ file: file.path, errors: validateRule.errors ?? [] }).toEqual({ file: file.path, errors: [] });
      expect(valid).toBe(true);
    }
  });

  it('writes regular expressions that compile, as Vale wraps them', () => {
    for (const rule of read(everyRule).rules.values()) {
      expect(() => compiledPattern(rule)).not.toThrow();
      if (rule.extends !== 'substitution') continue;
      // Vale pairs each swap key with its value by capture group: keys may only hold `(?…)` groups.
      for (const key of Object.keys(rule.swap)) {
        const count = (text: string): number => key.split(text).length - 1;
        expect({ key, groups: count('(') - count('(?') - count('\\(') }).toEqual({ key, groups: 0 });
      }
    }
  });

  it('adds the vocabulary, a .vale.ini and a README that lists what is not exported', () => {
    const paths = everyRule.map((file) => file.path);
    expect(paths).toContain('styles/config/vocabularies/EveryRule/accept.txt');
    expect(paths).toContain('styles/config/vocabularies/EveryRule/reject.txt');
    const ini = everyRule.find((file) => file.path === '.vale.ini')?.content ?? '';
    expect(ini).toContain('StylesPath = styles');
    expect(ini).toContain('Vocab = EveryRule');
    expect(ini).toContain('BasedOnStyles = Vale, EveryRule');
    const readme = everyRule.find((file) => file.path === 'README.md')?.content ?? '';
    for (const rule of catalogue) {
      expect(readme).toContain(`\`${rule.id}\``);
      if (!VALE_MAPPINGS[rule.id]) expect(readme).toMatch(new RegExp(`- \`${rule.id}\` \\(`));
    }
    for (const id of Object.keys(NOT_EXPORTABLE)) expect(readme).toContain(NOT_EXPORTABLE[id] ?? '');
  });

  it('numbers the files of a rule used twice and names the style after the guide', () => {
    const files = exportValeStyle({
      name: 'support e-mails (EN)',
      rules: [
        { id: 'forbidden-terms', params: { terms: [{ term: 'utilize', suggestions: ['use'] }] } },
        { id: 'forbidden-terms', params: { terms: [{ term: 'leverage', suggestions: ['use'] }] } },
      ],
    });
    expect(files.map((file) => file.path).filter((path) => path.endsWith('.yml'))).toEqual([
      'styles/SupportEMailsEN/ForbiddenTerms.yml',
      'styles/SupportEMailsEN/ForbiddenTerms2.yml',
    ]);
    expect(pascalCase('2024 launch')).toBe('Wtt2024Launch');
  });

  it('throws a GuideError for an invalid guide', () => {
    expect(() =>
      exportValeStyle({ name: 'Bad', rules: [{ id: 'max-sentence-length', params: { max: 'x' } }] }),
    ).toThrow(GuideError);
  });
});

describe('exportValeStyle: the rules fire as the engine’s do', () => {
  // Where Vale cannot read context as the engine does, a good example is flagged: the README says so.
  const knownDifferences: Record<string, readonly string[]> = {
    'repeated-words': ['He said that that plan works.'],
    'max-sentence-count': ['Mr. Smith paid $5.50 at 3 p.m. today.'],
    'forbidden-terms': ['Our office is next to the Apple store.'],
    // A bare domain in plain text is prose to Vale.
    'exact-spelling': ['Clone it from github.com/acme/app.'],
  };

  for (const info of mapped) {
    it(`${info.id}: bad examples raise an alert, good ones none`, () => {
      const pkg = read(
        exportValeStyle({
          name: 'Examples',
          rules: [{ id: info.id, ...(info.examples.params ? { params: info.examples.params } : {}) }],
        }),
      );
      const { format } = info.examples;
      for (const text of info.examples.bad) {
        expect({ text, alerts: alertsOf(pkg, text, format).length > 0 }).toEqual({ text, alerts: true });
      }
      for (const text of info.examples.good) {
        if (knownDifferences[info.id]?.includes(text)) continue;
        expect({ text, alerts: alertsOf(pkg, text, format) }).toEqual({ text, alerts: [] });
      }
      for (const text of knownDifferences[info.id] ?? []) {
        expect(alertsOf(pkg, text, format).length).toBeGreaterThan(0);
      }
    });
  }

  it('forbidden-terms suggests the replacement in the inflection of the text', () => {
    const pkg = read(
      exportValeStyle({
        name: 'Words',
        rules: [
          {
            id: 'forbidden-terms',
            params: {
              terms: [{ term: 'utilize', suggestions: ['use', 'apply'] }, 'synergy', 'Salesforce CRM'],
            },
          },
        ],
      }),
    );
    expect(alertsOf(pkg, 'We utilized it.')).toEqual([{ match: 'utilized', expected: 'used|applied' }]);
    expect(alertsOf(pkg, 'Utilizing it helps.')).toEqual([
      { match: 'Utilizing', expected: 'using|applying' },
    ]);
    expect(pkg.reject).toHaveLength(2);
    expect(alertsOf(pkg, 'Synergies matter.').map((alert) => alert.match)).toEqual(['Synergies']);
    expect(alertsOf(pkg, 'Log it in salesforce crm.').map((alert) => alert.match)).toEqual([
      'salesforce crm',
    ]);
    expect(alertsOf(pkg, 'We use it.')).toEqual([]);
  });

  it('exact-spelling accepts the spelling and catches case, hyphen and split variants', () => {
    const pkg = read(
      exportValeStyle({
        name: 'Brand',
        rules: [{ id: 'exact-spelling', params: { terms: ['GitHub', 'email'] } }],
      }),
    );
    expect(pkg.accept).toEqual(['GitHub', '[Ee]mail']);
    expect(alertsOf(pkg, 'Push to GitHub. Email us.')).toEqual([]);
    expect(alertsOf(pkg, 'Push to Github.')).toEqual([{ match: 'Github', expected: 'GitHub' }]);
    expect(alertsOf(pkg, 'Ask Git Hub.').map((alert) => alert.expected)).toEqual(['GitHub']);
    expect(alertsOf(pkg, 'Send an e-mail.').map((alert) => alert.expected)).toEqual(['email']);
  });

  it('required-terms fires on a document without the term, in any word form', () => {
    const pkg = read(
      exportValeStyle({ name: 'Req', rules: [{ id: 'required-terms', params: { terms: ['workspace'] } }] }),
    );
    const [rule] = pkg.rules.values();
    expect(rule).toMatchObject({ extends: 'occurrence', min: 1, scope: 'summary' });
    expect(alertsOf(pkg, 'Invite them.\n\nThey join.')).toHaveLength(1);
    expect(alertsOf(pkg, 'Both Workspaces sync.')).toEqual([]);
  });

  it('racism reads context: the technical sense of master, but not a master’s degree', () => {
    const pkg = read(exportValeStyle({ name: 'Inclusive', rules: [{ id: 'racism' }] }));
    expect(alertsOf(pkg, 'The master node replicates.').map((alert) => alert.match)).toEqual(['master']);
    expect(alertsOf(pkg, 'She has a master’s degree in database design.')).toEqual([]);
    expect(alertsOf(pkg, 'The blacklist is long.').map((alert) => alert.expected)).toEqual([
      'blocklist|denylist',
    ]);
  });
});

describe('Vale rule schema', () => {
  it('accepts rules of the documented shapes and rejects broken ones', () => {
    expect(
      validateRule({ extends: 'existence', message: "Avoid '%s'.", level: 'warning', tokens: ['very'] }),
    ).toBe(true);
    expect(validateRule({ extends: 'readability', message: 'Grade %s.', metrics: ['SMOG'], grade: 8 })).toBe(
      true,
    );
    expect(validateRule({ extends: 'capitalization', message: "'%s'", match: '$title', style: 'AP' })).toBe(
      true,
    );
    expect(validateRule({ extends: 'existence', message: 'x' })).toBe(false);
    expect(validateRule({ extends: 'substitution', message: 'x', swap: {} })).toBe(false);
    expect(validateRule({ extends: 'occurrence', message: 'x', token: 'a', maxx: 2 })).toBe(false);
    expect(validateRule({ extends: 'existence', message: 'x', tokens: ['a'], level: 'fatal' })).toBe(false);
    expect(validateRule({ extends: 'grammar', message: 'x' })).toBe(false);
    expect(validateRule({ extends: 'existence', tokens: ['a'] })).toBe(false);
  });
});
