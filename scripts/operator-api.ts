// The operator API from a terminal: one call with OPERATOR_TOKEN, refusals printed and the
// process ended. Reads BASE_URL (default http://localhost:3000). Used by scripts/operator.ts.
import type { OperatorOrderDetail, StatusChanged } from "../src/contract/operator";
import { printable } from "./printable";

export const base = (process.env.BASE_URL ?? "http://localhost:3000").replace(/\/$/, "");
const token = process.env.OPERATOR_TOKEN ?? "";

export async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}/api/operator${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) {
    const fields = answer.fields && typeof answer.fields === "object" ? Object.entries(answer.fields) : [];
    console.error(`✖ ${res.status}: ${printable(answer.error ?? res.statusText)}`);
    for (const [field, problem] of fields) console.error(`  ${printable(field)}: ${printable(problem)}`);
    process.exit(1);
  }
  return answer as T;
}

/** One row of cells, each made printable, tab-separated. */
export const row = (cells: unknown[]) => cells.map(printable).join("\t");

export type Call = <T>(method: string, path: string, body?: unknown) => Promise<T>;

/**
 * Moves an order one step on from the status it has now, as the console does: reads the order,
 * then advances it with `?from=` that status, so when someone else moved it meanwhile the server
 * answers 409 status_changed instead of taking a second step.
 */
export async function advanceSeen(callApi: Call, orderId: string): Promise<{ seen: number; moved: StatusChanged }> {
  const path = `/orders/${encodeURIComponent(orderId)}`;
  const { statusCode: seen } = await callApi<Pick<OperatorOrderDetail, "statusCode">>("GET", path);
  const moved = await callApi<StatusChanged>("POST", `${path}/advance?from=${seen}`);
  return { seen, moved };
}
