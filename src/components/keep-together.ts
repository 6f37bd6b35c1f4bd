// Words a line must not break between, for a title as it is shown (not as it is stored or sent):
// "½ Margherita" (a half's sign stranded at a line's end reads as a typo) and a price written in a
// title by hand, "139 000 сум" (its groups and its currency). A non-breaking space replaces the
// ordinary one there; everything else wraps as before. Money the app formats itself already
// keeps together (Intl's own non-breaking spaces).
const NBSP = "\u00a0";

/** Sum words that follow a number in the three languages' titles. */
const CURRENCY = "(?:сум|сўм|so[‘'ʻ’]m|sum|UZS)";

export function keepTogether(text: string): string {
  return (
    text
      .replace(/½ /g, `½${NBSP}`)
      // "139 000", "1 250 000": a space between digit groups.
      .replace(/(\d) (?=\d{3}(?!\d))/g, `$1${NBSP}`)
      .replace(new RegExp(`(\\d) (?=${CURRENCY}(?![\\p{L}]))`, "gu"), `$1${NBSP}`)
  );
}
