// Vite's build manifest (dist/.vite/manifest.json): which chunks and styles a module brings with
// it. Read by the page server (what to link and preload) and by scripts/bundle-size.ts.
import fs from "node:fs";
import path from "node:path";

export type Manifest = Record<string, { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }>;

export function readManifest(distDir: string): Manifest | null {
  const file = path.join(distDir, ".vite", "manifest.json");
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as Manifest) : null;
}

/** The files of these modules and of everything they import statically, and their styles. */
export function chunkClosure(manifest: Manifest, keys: string[]): { chunks: string[]; styles: string[] } {
  const chunks = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunks.has(chunk.file)) return;
    chunks.add(chunk.file);
    chunk.css?.forEach((css) => {
      styles.add(css);
    });
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return { chunks: [...chunks], styles: [...styles] };
}
