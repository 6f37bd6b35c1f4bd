/** Any answer with status 400–599, carrying the server's readable message when it sent one. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | null,
    readonly data: unknown,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

/** The server's `error` text, if the failure carried one. */
export function serverMessage(err: unknown): string | null {
  if (err instanceof HttpError) {
    const data = err.data as { error?: unknown } | null;
    if (data && typeof data.error === "string" && data.error) return data.error;
  }
  return null;
}
