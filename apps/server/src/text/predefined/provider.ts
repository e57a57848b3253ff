/** The provider's name: a guide with this owner name is predefined (spec section 1). */
export const PROVIDER_NAME = 'Write the Tone';
