// Path ids of the operator API, checked before any query: a bad id is a 400, not a 500.
import { ApiError } from "../http/errors";

/** A serial id from the path (orders, news, staff, …). */
export function serialId(text: string, what = "id"): number {
  const id = Number(text);
  if (!/^\d+$/.test(text) || !Number.isInteger(id) || id < 1 || id > 2 ** 31 - 1)
    throw new ApiError(400, "invalid_parameters", `Invalid ${what}`, { id: "must be a positive whole number" });
  return id;
}
