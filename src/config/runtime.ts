// Runtime configuration: base URLs of the three backends, map tiles, error reporting, bot name.
// The server writes it into index.html as a JSON script tag; `npm run dev` (Vite's own
// index.html) falls back to GET /api/runtime-config. Nothing here is baked into the build.
import type { RuntimeConfig } from "../contract/storefront";

export type { RuntimeConfig };

let current: RuntimeConfig | null = null;

export async function loadRuntimeConfig(doc: Document = document): Promise<RuntimeConfig> {
  if (current) return current;
  const tag = doc.getElementById("runtime-config");
  if (tag?.textContent) {
    current = JSON.parse(tag.textContent) as RuntimeConfig;
  } else {
    const response = await fetch("/api/runtime-config");
    current = (await response.json()) as RuntimeConfig;
  }
  return current;
}

/** The loaded configuration; loadRuntimeConfig() runs before the app renders. */
export function runtimeConfig(): RuntimeConfig {
  if (!current) throw new Error("Runtime config is not loaded yet");
  return current;
}

/** For tests. */
export function setRuntimeConfig(config: RuntimeConfig | null): void {
  current = config;
}
