import type { ParameterInfo, RuleInfo } from '../rules/types.ts';

/** Whether a rule takes glossary terms: such rules come from the builder's glossaries, not from trials. */
export function takesTerms(info: RuleInfo): boolean {
  return info.parameters.some((parameter) => parameter.type === 'terms');
}

/** The rule's parameter of that name and type, if it has one. */
export function parameterOf(
  info: RuleInfo,
  name: string,
  type: ParameterInfo['type'],
): ParameterInfo | undefined {
  return info.parameters.find((parameter) => parameter.name === name && parameter.type === type);
}

/** A parameter that picks one of a few styles (`{style: 'use' | 'avoid'}`). */
export function choiceParameter(info: RuleInfo): ParameterInfo | undefined {
  return info.parameters.find(
    (parameter) =>
      parameter.type === 'string' && parameter.options !== undefined && parameter.options.length >= 2,
  );
}

/** A whole-number limit: `max` (the most allowed) or `min` (the least required). */
export function limitParameter(info: RuleInfo): ParameterInfo | undefined {
  return parameterOf(info, 'max', 'integer') ?? parameterOf(info, 'min', 'integer');
}

/** Clamps a value into a parameter's bounds. */
export function clampTo(parameter: ParameterInfo, value: number): number {
  const low = parameter.min ?? -Infinity;
  const high = parameter.max ?? Infinity;
  return Math.min(high, Math.max(low, value));
}
