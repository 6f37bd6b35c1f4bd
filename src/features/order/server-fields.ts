// The server's field errors (`fields` of a 400/422, server/orders) placed on the form: address
// parts on their inputs, `products.N…` on the N-th ordered line, the rest above the button.
import type { FormField } from "./order-form";

export interface ServerFieldErrors {
  fields: Partial<Record<FormField, string>>;
  /** By index among the ordered lines. */
  lines: Record<number, string>;
  other: string[];
}

const ADDRESS_PARTS: Record<string, FormField> = {
  address: "address",
  house: "house",
  entrance: "entrance",
  floor: "floor",
  apartment: "apartment",
  doorCode: "doorCode",
  comment: "addressComment",
  longitude: "address",
  latitude: "address",
};

const TOP: readonly FormField[] = ["slot", "name", "phone", "paymentType", "changeFrom", "contactless", "cutlery", "comment"];

export function serverFieldErrors(fields: Record<string, string> | null | undefined): ServerFieldErrors {
  const out: ServerFieldErrors = { fields: {}, lines: {}, other: [] };
  for (const [key, message] of Object.entries(fields ?? {})) {
    const [head, part] = key.split(".");
    const line = /^products\.(\d+)/.exec(key);
    if (line) out.lines[Number(line[1])] ??= message;
    else if (head === "address") out.fields[ADDRESS_PARTS[part ?? "address"] ?? "address"] ??= message;
    else if ((TOP as readonly string[]).includes(key)) out.fields[key as FormField] ??= message;
    else out.other.push(message);
  }
  return out;
}

/** Server field errors from an error's data, if it carried any. */
export function fieldsOf(data: unknown): Record<string, string> | null {
  const fields = (data as { fields?: unknown } | null)?.fields;
  return fields && typeof fields === "object" ? (fields as Record<string, string>) : null;
}

/**
 * The names of the ordered lines the server refused (every `products.N…`, in the order's order),
 * from the names of the lines as sent: a refusal names all of them, not the first.
 */
export function refusedLineNames(errors: ServerFieldErrors, orderedNames: readonly string[]): string[] {
  const indexes = Object.keys(errors.lines)
    .map(Number)
    .sort((a, b) => a - b);
  return [...new Set(indexes.map((i) => orderedNames[i]).filter((name): name is string => Boolean(name)))];
}
