import type { ParameterSchema, ParamsOf } from './parameters.ts';
import { RuleParameterError } from './ruleParameterError.ts';
import type {
  BlockRuleDefinition,
  CompiledRule,
  DocumentRuleDefinition,
  GuideIssue,
  ParameterInfo,
  PrepareContext,
  Rule,
  RuleDefinitionBase,
  RuleInfo,
  RuleScope,
} from './types.ts';

/** Makes a catalogue rule of a block rule definition. */
export function defineBlockRule<S extends ParameterSchema, State>(
  definition: BlockRuleDefinition<S, State>,
): Rule {
  return makeRule(definition, 'block', (params, context) => {
    const state = definition.prepare(params, context);
    const { check, checkAll } = definition;
    return {
      reach: typeof definition.reach === 'function' ? definition.reach(state) : (definition.reach ?? 'block'),
      checkBlocks: checkAll
        ? (blocks) => (blocks.length === 0 ? [] : checkAll(blocks, state))
        : (blocks) => blocks.map((block) => check(block, state)),
      checkDocument: () => [],
      ...(definition.fixesAlone === true ? { fixesAlone: true } : {}),
    };
  });
}

/** Makes a catalogue rule of a document rule definition. */
export function defineDocumentRule<S extends ParameterSchema, State>(
  definition: DocumentRuleDefinition<S, State>,
): Rule {
  return makeRule(definition, 'document', (params, context) => {
    const state = definition.prepare(params, context);
    const oneByOne = definition.fixesOneByOne;
    return {
      reach: 'block',
      checkBlocks: (blocks) => blocks.map(() => []),
      checkDocument: (document) => definition.check(document, state),
      ...(oneByOne ? { fixesOneByOne: (blocks, trials) => oneByOne(state, blocks, trials) } : {}),
    };
  });
}

function makeRule<S extends ParameterSchema>(
  definition: RuleDefinitionBase<S>,
  scope: RuleScope,
  build: (
    params: ParamsOf<S>,
    context: PrepareContext,
  ) => Pick<CompiledRule, 'reach' | 'checkBlocks' | 'checkDocument' | 'fixesOneByOne' | 'fixesAlone'>,
): Rule {
  const info = ruleInfo(definition, scope);
  return {
    info,
    parameters: definition.parameters,
    compile(raw, context, path) {
      const parsed = parseParams(definition.parameters, raw, definition.id, path);
      if ('issues' in parsed) return parsed;
      try {
        const checks = build(parsed.params, context);
        return { rule: { info, params: parsed.params, scope, ...checks } };
      } catch (error) {
        if (error instanceof RuleParameterError) {
          return { issues: [{ path: `${path}.params.${error.parameter}`, message: error.message }] };
        }
        throw error;
      }
    },
  };
}

function ruleInfo<S extends ParameterSchema>(definition: RuleDefinitionBase<S>, scope: RuleScope): RuleInfo {
  const parameters: ParameterInfo[] = Object.entries(definition.parameters).map(([name, spec]) => ({
    name,
    type: spec.type,
    description: spec.description,
    ...(spec.default === undefined ? {} : { default: spec.default }),
    ...(spec.min === undefined ? {} : { min: spec.min }),
    ...(spec.max === undefined ? {} : { max: spec.max }),
    ...(spec.options === undefined ? {} : { options: spec.options }),
  }));
  return {
    id: definition.id,
    category: definition.category,
    name: definition.name,
    description: definition.description,
    severity: definition.severity,
    scope,
    parameters,
    examples: definition.examples,
  };
}

function parseParams<S extends ParameterSchema>(
  schema: S,
  raw: unknown,
  ruleId: string,
  path: string,
): { params: ParamsOf<S> } | { issues: GuideIssue[] } {
  const issues: GuideIssue[] = [];
  if (raw !== undefined && raw !== null && (typeof raw !== 'object' || Array.isArray(raw))) {
    return {
      issues: [{ path: `${path}.params`, message: `The parameters of ${ruleId} must be an object.` }],
    };
  }
  const given: Record<string, unknown> = raw && typeof raw === 'object' ? { ...raw } : {};
  const known = Object.keys(schema);
  const params: Record<string, unknown> = {};
  for (const name of Object.keys(given)) {
    if (!known.includes(name)) {
      issues.push({
        path: `${path}.params.${name}`,
        message:
          known.length === 0
            ? `Rule ${ruleId} takes no parameters; remove "${name}".`
            : `Rule ${ruleId} has no parameter "${name}"; it takes: ${known.join(', ')}.`,
      });
    }
  }
  for (const [name, spec] of Object.entries(schema)) {
    const value = given[name];
    if (value === undefined) {
      params[name] = spec.default;
      continue;
    }
    const result = spec.parse(value);
    if (result.ok) params[name] = result.value;
    else {
      issues.push({
        path: `${path}.params.${name}`,
        message: `Parameter "${name}" of ${ruleId} ${result.message}.`,
      });
    }
  }
  if (issues.length > 0) return { issues };
  // Every key of the schema is set above with a value its spec parsed or its default.
  return { params: params as ParamsOf<S> };
}
