// Regular expressions made once: a literal in a function makes a new object at every call.
const TYPOGRAPHIC_MARK = /[\u2018\u2019\u02bc\u2010\u2011]/;
const TYPOGRAPHIC_APOSTROPHES = /[\u2018\u2019\u02bc]/g;
const TYPOGRAPHIC_HYPHENS = /[\u2010\u2011]/g;
const HYPHENS_AND_DOTS = /[-.]/g;

/** A word's normal form: lower case, typographic apostrophes and hyphens made plain. */
export function normalWord(text: string): string {
  const lower = text.toLowerCase();
  return TYPOGRAPHIC_MARK.test(lower)
    ? lower.replace(TYPOGRAPHIC_APOSTROPHES, "'").replace(TYPOGRAPHIC_HYPHENS, '-')
    : lower;
}

/** Normal form without hyphens and dots: "e-mail" and "email", "Node.js" and "NodeJS" meet here. */
export function looseWord(normal: string): string {
  return normal.includes('-') || normal.includes('.') ? normal.replace(HYPHENS_AND_DOTS, '') : normal;
}

/** Whether `text` is written with a capital first letter and no other capitals ("Deploy"). */
export function isCapitalised(text: string): boolean {
  const first = text.charAt(0);
  return first !== first.toLowerCase() && text.slice(1) === text.slice(1).toLowerCase();
}

/** `text` with its first letter made upper case. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Gives `replacement` the case pattern of `original`: all caps, capitalised, or as written. */
export function matchCase(original: string, replacement: string): string {
  if (original.length > 1 && original === original.toUpperCase() && original !== original.toLowerCase()) {
    return replacement.toUpperCase();
  }
  const first = original.charAt(0);
  if (first !== first.toLowerCase()) return capitalise(replacement);
  return replacement;
}
