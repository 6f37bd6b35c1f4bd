// Points are whole sums: grouped by thousands with no-break spaces, the same in every browser.
export const groupDigits = (n: number) => String(Math.abs(Math.round(n))).replace(/\B(?=(\d{3})+(?!\d))/g, "\u00a0");
