// The sign-in code a test customer was sent, read from the server's log like a developer would.
import fs from "node:fs";

export async function codeFromLog(logFile: string, phone: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const lines = fs.existsSync(logFile) ? fs.readFileSync(logFile, "utf8").split("\n") : [];
    for (const line of lines.reverse()) {
      if (!line.includes('"sign-in code"')) continue;
      try {
        const entry = JSON.parse(line) as { phone: string; code: string };
        if (entry.phone === phone) return entry.code;
      } catch {
        // Not a JSON line.
      }
    }
    if (Date.now() > deadline) throw new Error(`No sign-in code for ${phone} in ${logFile}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
