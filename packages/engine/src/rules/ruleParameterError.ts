/** Thrown by a rule's `prepare` when a parameter is well-typed but unusable (an unknown glossary). */
export class RuleParameterError extends Error {
  readonly parameter: string;

  constructor(parameter: string, message: string) {
    super(message);
    this.name = 'RuleParameterError';
    this.parameter = parameter;
  }
}
