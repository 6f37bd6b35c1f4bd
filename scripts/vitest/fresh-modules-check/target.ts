// Fixtures of the check that files replacing modules do not reach each other (see a.test.ts).
export const value = (): string => "real";
export const other = (): string => "other";
