// The sign-in code a test customer was sent, read from the server's log like a developer would.
import fs from "node:fs";

/** The codes sent to a phone so far, oldest first. */
export function loggedCodes(logFile: string, phone: string): string[] {
  const lines = fs.existsSync(logFile) ? fs.readFileSync(logFile, "utf8").split("\n") : [];
  const codes: string[] = [];
  for (const line of lines) {
    if (!line.includes('"sign-in code"')) continue;
    try {
      const entry = JSON.parse(line) as { phone: string; code: string };
      if (entry.phone === phone) codes.push(entry.code);
    } catch {
      // Not a JSON line.
    }
  }
  return codes;
}

/**
 * The latest code sent to a phone. `before`: the codes logged before this sign-in asked for one
 * (loggedCodes): only a newer one is taken — the log is written after the answer, and other test
 * files sign the same staff phone in on the same server, so the latest line may be a code already
 * used.
 */
export async function codeFromLog(logFile: string, phone: string, timeoutMs = 10_000, before: string[] = []): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const codes = loggedCodes(logFile, phone);
    if (codes.length > before.length) return codes[codes.length - 1];
    if (before.length === 0 && codes.length > 0) return codes[codes.length - 1];
    if (Date.now() > deadline) throw new Error(`No new sign-in code for ${phone} in ${logFile}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
