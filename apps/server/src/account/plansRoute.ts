import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type AccountPlans,
  accountLevelSchema,
  accountPlansSchema,
  includesAssistant,
  PLAN_NAMES,
} from '@wtt/contract';
import type { AccountConfig } from '../config/environment.ts';
import type { AccountDependencies } from './accountDependencies.ts';
import { ACCOUNT_ERROR_RESPONSES } from './accountErrorResponses.ts';

/** The plans as this installation configures them (PLAN_LIMIT_<LEVEL>_<KIND>), cheapest first. */
export function installationPlans(config: AccountConfig): AccountPlans {
  return {
    plans: accountLevelSchema.options.map((level) => ({
      level,
      name: PLAN_NAMES[level],
      limits: { ...config.limits[level] },
      assistant: includesAssistant(level),
    })),
  };
}

/** GET /plans: what each plan allows here, so the subscription section shows real limits, not defaults. */
export const plansRoute =
  (deps: AccountDependencies): FastifyPluginAsync =>
  async (plain) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/plans',
      {
        schema: {
          summary: 'The plans of this installation with their limits and whether they include the assistant',
          tags: ['account'],
          response: { 200: accountPlansSchema, ...ACCOUNT_ERROR_RESPONSES },
        },
      },
      () => installationPlans(deps.config),
    );
  };
