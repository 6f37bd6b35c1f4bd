// Server-sent events from the main API. EventSource cannot send the Bearer header, so the stream
// is read with fetch and a ReadableStream, with the same credentials, base URL and `Language`
// as the HTTP client. A 401 fetches a fresh token once; any other 4xx/5xx rejects with HttpError.
// The promise resolves when the server ends the stream and rejects when the network fails.
import { i18n } from "@lingui/core";
import { runtimeConfig } from "../../config/runtime";
import { DEFAULT_LOCALE, isLocale, LANGUAGE_CODES } from "../../domain/locales";
import { HttpError } from "./http-error";
import { mainCredentials } from "./main-credentials";
import { createSseParser, type SseEvent } from "./sse-parser";

export interface StreamOptions {
  query?: Record<string, string | number>;
  signal?: AbortSignal;
  onEvent: (event: SseEvent) => void;
  /** Called once the server has answered 200, before the first event. */
  onOpen?: () => void;
}

function url(path: string, query: StreamOptions["query"]) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) params.set(key, String(value));
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  params.set("Language", String(LANGUAGE_CODES[locale]));
  return `${runtimeConfig().apiBaseUrl.replace(/\/$/, "")}${path}?${params}`;
}

async function toError(response: Response): Promise<HttpError> {
  let data: unknown = null;
  try {
    data = await response.json();
  } catch {
    // Not JSON: keep the status text.
  }
  const d = data as { error?: unknown; code?: unknown } | null;
  const message = typeof d?.error === "string" && d.error ? d.error : response.statusText || `HTTP ${response.status}`;
  return new HttpError(response.status, message, typeof d?.code === "string" ? d.code : null, data);
}

export async function stream(path: string, options: StreamOptions): Promise<void> {
  const open = async (fresh: boolean) => {
    const headers = { Accept: "text/event-stream", ...(await mainCredentials.headers(fresh)) };
    return fetch(url(path, options.query), { headers, signal: options.signal, cache: "no-store" });
  };
  // A 401 is asked once more, with fresh credentials.
  let response = await open(false);
  if (response.status === 401) {
    // Read to its end first: an unread body keeps its request open.
    await response.text().catch(() => undefined);
    response = await open(true);
  }
  if (!response.ok) throw await toError(response);
  if (!response.body) throw new Error("The stream has no body");
  options.onOpen?.();
  const parser = createSseParser(options.onEvent);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      parser.feed(value);
    }
  } finally {
    reader.releaseLock();
  }
}
