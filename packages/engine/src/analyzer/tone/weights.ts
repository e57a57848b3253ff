/**
 * How much each marker moves a tone dimension, in "marker points". A lexicon entry adds its own weight
 * (1, or 1.5 for the strongest cues) times the factor here. The numbers are a documented design
 * choice, not fitted to data: one clear marker (a contraction, "therefore", "haha", "please", an
 * exclamation mark) is worth about one point; weak or very common cues (a pronoun, a Latinate word,
 * a figure) a fraction, capped per sentence so one long sentence cannot decide a dimension.
 */
export const TONE_WEIGHTS = {
  formalCasual: {
    contraction: 1,
    casualMarker: 1,
    pronoun: 0.3,
    pronounCap: 1.2,
    exclamation: 0.5,
    emoji: 1,
    shouted: 0.5,
    formalMarker: 1,
    expanded: 0.75,
    latinate: 0.3,
    latinateCap: 1.2,
    /** Sentences longer than this many words read as formal, written prose. */
    longSentence: 25,
    longSentenceWeight: 0.5,
    passive: 0.5,
  },
  seriousFunny: {
    humourMarker: 2,
    humourEmoji: 2,
    seriousMarker: 1,
    /** A sentence whose AFINN sum is this negative or lower discusses something grave. */
    negativeSum: -3,
    negativeWeight: 0.5,
    /** A sentence without any humour marker keeps a straight face. */
    baseline: 0.3,
  },
  respectfulIrreverent: {
    profanity: 2,
    irreverentMarker: 1.5,
    shouted: 0.5,
    respectMarker: 1,
    /** A sentence without irreverent markers is civil. */
    baseline: 0.2,
  },
  enthusiasticMatterOfFact: {
    enthusiasmMarker: 1,
    exclamation: 0.75,
    exclamationCap: 3,
    booster: 0.5,
    emoji: 1,
    shouted: 0.5,
    /** A sentence whose AFINN sum is this positive or higher sounds excited. */
    positiveSum: 4,
    positiveWeight: 0.5,
    figure: 0.3,
    figureCap: 0.9,
    /** A plain statement (ends in a full stop, no enthusiasm, no exclamation) states facts. */
    baseline: 0.5,
  },
  /**
   * The denominator of a dimension is at least this many marker points per sentence, so a text with
   * few markers stays near 0 and one marked sentence among many plain ones cannot reach ±100.
   */
  saturationPerSentence: 2,
  /** |value| at which the label names a pole rather than `neutral`. */
  labelThreshold: 20,
} as const;
