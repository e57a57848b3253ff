import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { TextFormat } from '../document/types.ts';
import { listRules } from '../rules/catalogue.ts';
import { exportValeStyle } from './exportValeStyle.ts';
import { VALE_MAPPINGS } from './valeMappings.ts';
import valeRuleSchema from './vale-rule.schema.json' with { type: 'json' };
import { compiledPattern, simulate } from './valeSimulator.ts';
import type { ValeRule } from './valeTypes.ts';

const validateRule = new Ajv({ allErrors: true, strict: true, strictRequired: false }).compile(
  valeRuleSchema,
);

function rulesOf(id: string, params: Readonly<Record<string, unknown>>): ValeRule[] {
  return exportValeStyle({ name: 'Options', rules: [{ id, params }] })
    .filter((file) => file.path.endsWith('.yml'))
    .map((file) => parse(file.content) as ValeRule);
}

// Every value of a choice and both bounds of a number: the parameters the examples do not show.
const variants = listRules()
  .filter((rule) => VALE_MAPPINGS[rule.id])
  .flatMap((rule) =>
    rule.parameters.flatMap((parameter) => {
      const values: unknown[] = [
        ...(parameter.options ?? []),
        ...[parameter.min, parameter.max].filter((value) => value !== undefined),
      ];
      return values.map((value) => ({ id: rule.id, params: { [parameter.name]: value } }));
    }),
  );

describe('exportValeStyle: every parameter value', () => {
  it.each(variants)('$id $params writes valid rules that compile', ({ id, params }) => {
    for (const rule of rulesOf(id, params)) {
      expect({ rule: rule.extends, errors: validateRule(rule) ? [] : validateRule.errors }).toEqual({
        rule: rule.extends,
        errors: [],
      });
      expect(() => compiledPattern(rule)).not.toThrow();
    }
  });
});

interface Case {
  readonly id: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly format?: TextFormat;
  readonly bad: readonly string[];
  readonly good: readonly string[];
}

// The other side of each choice, which the catalogue's examples leave out.
const cases: readonly Case[] = [
  {
    id: 'spelling-variant',
    params: { variant: 'uk' },
    bad: ['Pick a color.', 'We organized it.', 'We traveled home.'],
    good: ['Pick a colour.', 'We organised it.', 'Visit the Lincoln Center.', 'The program runs.'],
  },
  {
    id: 'spelling-variant',
    params: { variant: 'uk-oxford' },
    bad: ['Pick a color.'],
    good: ['We organized the colours.'],
  },
  {
    id: 'contractions',
    params: { style: 'use' },
    bad: ['We are sorry.', 'Do not forget it.', 'It cannot wait.'],
    good: ['Yes, we are.', 'The main branch, that is the one.', "We're sorry."],
  },
  {
    id: 'oxford-comma',
    params: { style: 'avoid' },
    bad: ['We sell apples, pears, and plums.'],
    good: ['We sell apples, pears and plums.', 'After lunch, we met, and talked.'],
  },
  {
    id: 'ellipsis',
    params: { style: 'avoid' },
    bad: ['Wait\u2026 what?', 'Wait... what?'],
    good: ['Version 2.1.3 is out.'],
  },
  {
    id: 'quote-style',
    params: { style: 'straight' },
    bad: ['She said \u201chello\u201d and left.'],
    good: ['She said "hello" and left.'],
  },
  {
    id: 'date-format',
    params: { style: 'iso' },
    bad: ['It ends on 03/04/2025.', 'It ends on 31.12.2025.'],
    good: ['It ends on 2025-03-04.', 'Update to 1.2.3.4 today.', 'Add 1/2 cup.'],
  },
  {
    id: 'time-format',
    params: { style: '24h' },
    bad: ['It starts at 3:30 pm.', 'We open at 9am.'],
    good: ['It starts at 15:30.', 'Use a 16:9 screen.'],
  },
  {
    id: 'adverbs',
    params: { max: 0 },
    bad: ['The team replies quickly.'],
    good: ['The friendly team replies daily.'],
  },
  {
    id: 'heading-case',
    params: { style: 'title' },
    format: 'markdown',
    bad: ['# Set up your account\n\nText.', '## What it is for\n\nText.'],
    good: [
      '# Set Up Your Account\n\nText.',
      '## Work With iPhone and the API\n\nText.',
      'set up your account',
    ],
  },
  {
    id: 'call-to-action',
    params: { phrases: ['book your table'] },
    bad: ['Our menu changed.'],
    good: ['Our menu changed. Come and book your table.'],
  },
];

describe('exportValeStyle: the rules fire with other parameters', () => {
  it.each(cases)('$id $params', ({ id, params, format, bad, good }) => {
    const rules = rulesOf(id, params);
    const alerts = (text: string): number => rules.flatMap((rule) => simulate(rule, text, format)).length;
    for (const text of bad) expect({ text, alerts: alerts(text) > 0 }).toEqual({ text, alerts: true });
    for (const text of good) expect({ text, alerts: alerts(text) }).toEqual({ text, alerts: 0 });
  });
});
