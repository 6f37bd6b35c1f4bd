// What the menu's operator routes share: tags, security, and the path ids of products and modifiers.
import { ApiError } from "../../http/errors";
import { SECURITY } from "../../openapi/routes";

export const tags = ["Operator API"];
export const security = SECURITY.operator;

/** A product's or modifier's id from the path (seed ids are slugs like "margherita:cheese"). */
export function textId(text: string, what: string): string {
  if (!/^[a-z0-9][a-z0-9:_-]{0,99}$/i.test(text))
    throw new ApiError(400, "invalid_parameters", `Invalid ${what}`, { id: `must be a ${what}` });
  return text;
}

export const isUniqueViolation = (err: unknown) => {
  for (let e = err, d = 0; e && typeof e === "object" && d < 4; e = (e as { cause?: unknown }).cause, d++)
    if ((e as { code?: unknown }).code === "23505") return true;
  return false;
};

/** A patch's fiscal fields (ikpu, packageCode, vatPercent on the wire) as the table's fiscal_* columns; the rest as it is. */
export function withFiscalColumns<T extends { ikpu?: string | null; packageCode?: string | null; vatPercent?: number | null }>(patch: T) {
  const { ikpu, packageCode, vatPercent, ...rest } = patch;
  return {
    ...rest,
    ...(ikpu !== undefined ? { fiscalIkpu: ikpu } : {}),
    ...(packageCode !== undefined ? { fiscalPackageCode: packageCode } : {}),
    ...(vatPercent !== undefined ? { fiscalVatPercent: vatPercent } : {}),
  };
}
