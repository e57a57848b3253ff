/**
 * The style guides and word lists that the phrase data cites, named once. Each data entry carries one
 * of these as its `source`.
 */
export const SOURCES = {
  equality: 'retext-equality 7.1.0, lib/patterns-en.js (https://github.com/retextjs/retext-equality)',
  googleInclusive:
    'Google developer documentation style guide, "Write inclusive documentation" (https://developers.google.com/style/inclusive-documentation)',
  googleWords:
    'Google developer documentation style guide, word list (https://developers.google.com/style/word-list)',
  microsoft: 'Microsoft Writing Style Guide (https://learn.microsoft.com/style-guide/welcome/)',
  microsoftPerson:
    'Microsoft Writing Style Guide, "Person" (https://learn.microsoft.com/style-guide/grammar/person)',
  microsoftBias:
    'Microsoft Writing Style Guide, "Bias-free communication" (https://learn.microsoft.com/style-guide/bias-free-communication)',
  apaGender:
    'APA Style, "Gender" (https://apastyle.apa.org/style-grammar-guidelines/bias-free-language/gender)',
  apaDisability:
    'APA Style, "Disability" (https://apastyle.apa.org/style-grammar-guidelines/bias-free-language/disability)',
  consciousAge: 'Conscious Style Guide, "Age" (https://consciousstyleguide.com/age/)',
  manchesterAge:
    'Manchester City Council, "Standards for age-friendly communications: Language" (https://www.manchester.gov.uk/info/200091/life_over_50/8396/standards_for_age-friendly_communications/4)',
  apaAge: 'APA Style, "Age" (https://apastyle.apa.org/style-grammar-guidelines/bias-free-language/age)',
  ncdj: 'National Center on Disability and Journalism, Disability Language Style Guide (https://ncdj.org/style-guide/)',
  ap: 'AP Stylebook (entries "elderly", "numerals", "times", "contractions")',
  plainLanguage: 'US Plain Language Guidelines (https://www.plainlanguage.gov/guidelines/)',
  govuk: 'GOV.UK style guide, A to Z (https://www.gov.uk/guidance/style-guide/a-to-z)',
  economist: 'The Economist Style Guide, "Clichés", "Jargon" and "Hyperbole"',
  orwell: 'George Orwell, "Politics and the English Language" (1946), rules 1 and 2',
  noCliches: 'no-cliches word list, used by write-good (https://github.com/dunckr/no-cliches)',
  strunk: 'Strunk & White, "The Elements of Style", rule 17 "Omit needless words"',
  wikipediaWeasel:
    'Wikipedia Manual of Style, "Words to watch: unsupported attributions" (https://en.wikipedia.org/wiki/Wikipedia:Manual_of_Style/Words_to_watch)',
  mailchimp:
    'Mailchimp Content Style Guide, "Voice and tone" (https://styleguide.mailchimp.com/voice-and-tone/)',
  cssTricks:
    'Chris Coyier, "Words To Avoid in Educational Writing", CSS-Tricks (https://css-tricks.com/words-avoid-educational-writing/)',
  chicago: 'The Chicago Manual of Style, 17th ed., 9.2 (numbers), 8.159 (title case), 6.19 (serial comma)',
  oxford: 'New Oxford Style Manual (2016), "Spelling" (British and American spelling, -ise/-ize)',
  merriamWebster: 'Merriam-Webster, entries with the label "chiefly British" / "US spelling of"',
  eeoc: 'US EEOC, "Prohibited Employment Policies/Practices: Job advertisements" (https://www.eeoc.gov/prohibited-employment-policiespractices)',
} as const;
