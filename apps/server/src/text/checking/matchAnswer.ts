import type { MatchAnswer } from '@wtt/contract';
import type { CheckResult } from '@wtt/engine';

/** The engine's check result as POST /match answers it: the score, its explanation and the findings. */
export function toMatchAnswer(result: CheckResult): MatchAnswer {
  const { score } = result;
  return {
    score: score.overall,
    categories: { ...score.categories },
    findings: result.findings.map((finding) => ({
      ...finding,
      ...(finding.fix === undefined ? {} : { fix: { ...finding.fix } }),
    })),
    explanation: {
      words: score.words,
      rules: score.rules.map((rule) => ({ ...rule })),
      sentences: score.sentences.map(({ from, to, findings, loss, share }) => ({
        from,
        to,
        findings,
        loss,
        share,
      })),
    },
  };
}
