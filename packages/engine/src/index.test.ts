import { describe, expect, it } from 'vitest';
import * as engine from './index.ts';

describe('public API', () => {
  it('exports exactly these values', () => {
    expect(Object.keys(engine).sort()).toEqual(
      [
        'BLOCK_KINDS',
        'GuideError',
        'MASK_CHARACTER',
        'RULES',
        'RULE_CATEGORIES',
        'RuleParameterError',
        'SELECTION_HIGHLIGHT',
        'SEVERITIES',
        'TEXT_FORMATS',
        'analyzeProse',
        'analyzeText',
        'booleanParameter',
        'choiceParameter',
        'caseAccepted',
        'blockProse',
        'checkBlocks',
        'checkText',
        'compileGuide',
        'compileTerms',
        'computeScore',
        'createIncrementalChecker',
        'defineBlockRule',
        'defineDocumentRule',
        'exportValeStyle',
        'findTerms',
        'getRule',
        'inflect',
        'integerParameter',
        'isRuleCategory',
        'listRules',
        'normalWord',
        'optionalStringParameter',
        'parseGlossaryCsv',
        'parseDocument',
        'perBlock',
        'profileSamples',
        'profileSteps',
        'retextRunner',
        'stringListParameter',
        'termsParameter',
        'toSourceRange',
        'validateGuide',
        'wordForms',
      ].sort(),
    );
  });
});
