// PATCH and PUT of restaurants, sent as they are: the app's HTTP client adds `language` to JSON
// bodies, which these strict bodies refuse as an unknown field.
import { HttpError } from "../../lib/http/http-error";

export async function sendJson(method: "PATCH" | "PUT", path: string, body: unknown): Promise<void> {
  const res = await fetch(`/api/operator${path}`, {
    method,
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    credentials: "same-origin",
    body: JSON.stringify(body),
  });
  if (res.ok) return;
  const data = (await res.json().catch(() => null)) as { error?: string; code?: string; fields?: Record<string, string> } | null;
  throw new HttpError(res.status, data?.error ?? `HTTP ${res.status}`, data?.code ?? null, data);
}
