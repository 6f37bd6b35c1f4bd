// Small value lists of the staff's side that both the console and the contract need: the console
// may import values from the domain, only types from the contract.

/** A vacancy application's review state. */
export const APPLICATION_STATUSES = ["new", "reviewed", "rejected"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** A product tag: a short slug (a-z, 0-9 and -, at most 24), as used in `tag-<tag>` deep links. */
export const TAG_PATTERN = /^[a-z0-9][a-z0-9-]{0,23}$/;
