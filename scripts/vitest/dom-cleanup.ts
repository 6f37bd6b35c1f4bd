// Unit test files share their workers (vite.config.ts), so what one test renders must not stay
// mounted, listening, into the next file. Testing Library unmounts by itself only when vitest's
// globals are on, which they are not here.
import { afterEach } from "vitest";

afterEach(async () => {
  if (!("document" in globalThis)) return;
  const { cleanup } = await import("@testing-library/react");
  cleanup();
});
