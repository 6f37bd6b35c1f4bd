// GET /api/docs: a readable reference drawn from the OpenAPI document on the server, with no
// script and nothing fetched from elsewhere (the CSP allows inline styles, no inline script).
// Schemas are shown as TypeScript-like outlines.

type Json = Record<string, unknown>;
type Schema = Json & { $ref?: string; type?: string; properties?: Record<string, Schema>; items?: Schema; required?: string[] };
type Operation = Json & {
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: Json[];
  requestBody?: Json;
  responses?: Record<string, Json>;
};
export type OpenApiDoc = Json & {
  info: { title: string; version: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};

const METHODS = ["get", "post", "put", "patch", "delete"];

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A TypeScript-like outline of a schema; named schemas are shown by name past the top level. */
export function schemaOutline(schema: Schema | undefined, doc: OpenApiDoc, indent = "", depth = 0): string {
  if (!schema) return "unknown";
  if (schema.$ref) {
    const name = schema.$ref.slice(schema.$ref.lastIndexOf("/") + 1);
    const target = doc.components?.schemas?.[name];
    return depth > 0 || !target ? name : schemaOutline(target, doc, indent, depth + 1);
  }
  const nullable = schema.nullable ? " | null" : "";
  const alternatives = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (alternatives) return alternatives.map((s) => schemaOutline(s, doc, indent, depth + 1)).join(" | ") + nullable;
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(" | ") + nullable;
  if (schema.type === "array") return `${schemaOutline(schema.items, doc, indent, depth + 1)}[]${nullable}`;
  if (schema.type === "object" || schema.properties) {
    const entries = Object.entries(schema.properties ?? {});
    const values = schema.additionalProperties as Schema | boolean | undefined;
    if (!entries.length && values && typeof values === "object")
      return `Record<string, ${schemaOutline(values, doc, indent, depth + 1)}>${nullable}`;
    if (!entries.length) return `object${nullable}`;
    const inner = `${indent}  `;
    const lines = entries.map(([key, value]) => {
      const optional = schema.required?.includes(key) ? "" : "?";
      const note = typeof value.description === "string" ? `  // ${value.description}` : "";
      return `${inner}${key}${optional}: ${schemaOutline(value, doc, inner, depth + 1)};${note}`;
    });
    return `{\n${lines.join("\n")}\n${indent}}${nullable}`;
  }
  const format = typeof schema.format === "string" ? ` (${schema.format})` : "";
  return `${schema.type ?? "unknown"}${format}${nullable}`;
}

function parametersHtml(parameters: Json[] | undefined, doc: OpenApiDoc): string {
  if (!parameters?.length) return "";
  const rows = parameters.map((p) => {
    const schema = p.schema as Schema | undefined;
    const description = (p.description ?? schema?.description ?? "") as string;
    return `<tr><td><code>${escapeHtml(String(p.name))}</code></td><td>${escapeHtml(String(p.in))}</td><td>${p.required ? "yes" : ""}</td><td><code>${escapeHtml(schemaOutline(schema, doc))}</code></td><td>${escapeHtml(description)}</td></tr>`;
  });
  return `<h4>Parameters</h4><table><tr><th>Name</th><th>In</th><th>Required</th><th>Type</th><th>About</th></tr>${rows.join("")}</table>`;
}

function contentHtml(content: Json | undefined, doc: OpenApiDoc): string {
  return Object.entries((content ?? {}) as Record<string, { schema?: Schema }>)
    .map(([type, media]) => `<p class="media">${escapeHtml(type)}</p><pre>${escapeHtml(schemaOutline(media.schema, doc))}</pre>`)
    .join("");
}

/** The security requirement as words: "mainBearer" or "mainBearer, or none". */
function callerHtml(op: Operation): string {
  const requirements = op.security as Record<string, string[]>[] | undefined;
  if (!requirements?.length) return "";
  const names = requirements.map((r) => Object.keys(r).join(" + ") || "none");
  return `<p class="about">Credentials: ${names.map((n) => `<code>${escapeHtml(n)}</code>`).join(", or ")}</p>`;
}

function operationHtml(method: string, path: string, op: Operation, doc: OpenApiDoc): string {
  const body = op.requestBody
    ? `<h4>Request body${op.requestBody.required ? "" : " (optional)"}</h4>${contentHtml(op.requestBody.content as Json, doc)}`
    : "";
  const responses = Object.entries(op.responses ?? {})
    .map(
      ([status, r]) =>
        `<li><strong>${escapeHtml(status)}</strong> ${escapeHtml(String(r.description ?? ""))}${status.startsWith("2") ? contentHtml(r.content as Json, doc) : ""}</li>`,
    )
    .join("");
  const id = `${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, "-");
  return `<section class="op" id="${escapeHtml(id)}"><h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(op.summary ?? "")}</p>${op.description ? `<p class="about">${escapeHtml(op.description)}</p>` : ""}
${callerHtml(op)}${parametersHtml(op.parameters, doc)}${body}<h4>Responses</h4><ul>${responses}</ul></section>`;
}

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#222;background:#fff}
code,pre{font:13px/1.4 ui-monospace,monospace}pre{background:#f5f5f5;padding:.5rem;overflow:auto}
.op{border-top:1px solid #ddd;padding:.5rem 0}.method{display:inline-block;min-width:4rem;font-size:13px;padding:0 .3rem;border-radius:3px;color:#fff;background:#555}
.get{background:#2a7}.post{background:#27c}.put,.patch{background:#c80}.delete{background:#c33}
table{border-collapse:collapse}td,th{border:1px solid #ddd;padding:.2rem .4rem;text-align:left;vertical-align:top}.media,.about{color:#555}
@media (prefers-color-scheme:dark){body{color:#ddd;background:#181818}pre{background:#262626}td,th,.op{border-color:#444}.media,.about{color:#aaa}}`;

function securityHtml(doc: OpenApiDoc): string {
  const schemes = (
    doc.components as
      | { securitySchemes?: Record<string, { description?: string; type: string; scheme?: string; name?: string; in?: string }> }
      | undefined
  )?.securitySchemes;
  if (!schemes) return "";
  const rows = Object.entries(schemes).map(
    ([name, s]) =>
      `<tr><td><code>${escapeHtml(name)}</code></td><td>${escapeHtml(s.scheme === "bearer" ? "Authorization: Bearer" : `${s.in ?? ""} ${s.name ?? s.type}`)}</td><td>${escapeHtml(s.description ?? "")}</td></tr>`,
  );
  return `<h4>Credentials</h4><table><tr><th>Name</th><th>Sent as</th><th>From</th></tr>${rows.join("")}</table>`;
}

/** The whole page: a table of contents, then every operation grouped by tag. */
export function docsPage(doc: OpenApiDoc): string {
  const groups = new Map<string, string[]>();
  const toc = new Map<string, string[]>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? "Other";
      groups.set(tag, [...(groups.get(tag) ?? []), operationHtml(method, path, op, doc)]);
      const id = `${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, "-");
      toc.set(tag, [...(toc.get(tag) ?? []), `<li><a href="#${escapeHtml(id)}">${method.toUpperCase()} ${escapeHtml(path)}</a></li>`]);
    }
  }
  const order = [...(doc.tags ?? []).map((t) => t.name), ...groups.keys()].filter((t, i, all) => groups.has(t) && all.indexOf(t) === i);
  const about = (name: string) => doc.tags?.find((t) => t.name === name)?.description ?? "";
  const sections = order.map((tag) => `<h2>${escapeHtml(tag)}</h2><p>${escapeHtml(about(tag))}</p>${(groups.get(tag) ?? []).join("\n")}`);
  const contents = order.map((tag) => `<li>${escapeHtml(tag)}<ul>${(toc.get(tag) ?? []).join("")}</ul></li>`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(doc.info.title)} ${escapeHtml(doc.info.version)}</title><style>${STYLE}</style></head><body>
<h1>${escapeHtml(doc.info.title)} <small>${escapeHtml(doc.info.version)}</small></h1><p>${escapeHtml(doc.info.description ?? "")}</p>
<p>The same as JSON: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3).</p>
<p>Every refusal (4xx, 5xx) answers <code>Error</code>:</p><pre>${escapeHtml(schemaOutline(doc.components?.schemas?.Error, doc))}</pre>
${securityHtml(doc)}<nav><ul>${contents.join("")}<li><a href="#schemas">Schemas</a></li></ul></nav>
${sections.join("\n")}${schemasHtml(doc)}</body></html>`;
}

/** The named schemas that operations refer to by name, each in full. */
function schemasHtml(doc: OpenApiDoc): string {
  const schemas = Object.entries(doc.components?.schemas ?? {});
  if (!schemas.length) return "";
  const items = schemas.map(
    ([name, schema]) =>
      `<section class="op" id="schema-${escapeHtml(name)}"><h3><code>${escapeHtml(name)}</code></h3><pre>${escapeHtml(schemaOutline(schema, doc))}</pre></section>`,
  );
  return `<h2 id="schemas">Schemas</h2><p>Named shapes the operations above refer to.</p>${items.join("\n")}`;
}
