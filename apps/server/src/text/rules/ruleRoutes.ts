import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ruleListSchema, type RuleInfo } from '@wtt/contract';
import { listRules } from '@wtt/engine';
import { ERROR_RESPONSES } from '../routing/errorResponses.ts';

type EngineRuleInfo = ReturnType<typeof listRules>[number];

/** The engine's (readonly) rule description as the contract's plain JSON. */
function toRuleInfo(rule: EngineRuleInfo): RuleInfo {
  return {
    ...rule,
    parameters: rule.parameters.map(({ options, ...parameter }) => ({
      ...parameter,
      ...(options === undefined ? {} : { options: [...options] }),
    })),
    examples: { ...rule.examples, good: [...rule.examples.good], bad: [...rule.examples.bad] },
  };
}

/** GET /rules: the engine's catalogue, which the wizard and the guide editor pick from. */
export const ruleRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/rules',
    {
      schema: {
        summary: 'The rule catalogue',
        tags: ['text'],
        response: { 200: ruleListSchema, ...ERROR_RESPONSES },
      },
    },
    async () => ({ rules: listRules().map(toRuleInfo) }),
  );
};
