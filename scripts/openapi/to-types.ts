// TypeScript types of an OpenAPI 3.0 document, in openapi-typescript's shape (`paths`,
// `components`), for the subset our server's document uses: objects, arrays, enums, nullable,
// anyOf / oneOf / allOf, $ref to components. Written here because openapi-typescript builds its
// output with the TypeScript compiler API, which TypeScript 7 (our compiler) does not ship
// (docs/architecture.md, "Typed API calls"). Pure: a document in, the file's text out.

type Schema = {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  nullable?: boolean;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  description?: string;
  default?: unknown;
};
type Parameter = {
  $ref?: string;
  name: string;
  in: "query" | "path" | "header" | "cookie";
  required?: boolean;
  schema?: Schema;
  description?: string;
};
type MediaTypes = Record<string, { schema?: Schema }>;
type Operation = {
  summary?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: MediaTypes };
  responses?: Record<string, { description?: string; content?: MediaTypes }>;
};
export type Document = {
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, Schema>; parameters?: Record<string, Parameter> } & Record<string, unknown>;
};

const METHODS = ["get", "put", "post", "delete", "patch"] as const;
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

const key = (name: string) => (IDENTIFIER.test(name) ? name : JSON.stringify(name));
const indent = (depth: number) => "  ".repeat(depth);

function comment(text: string | undefined, depth: number): string {
  if (!text) return "";
  const lines = text.replace(/\*\//g, "*\\/").split("\n");
  if (lines.length === 1) return `${indent(depth)}/** ${lines[0]} */\n`;
  return `${indent(depth)}/**\n${lines.map((l) => `${indent(depth)} * ${l}`.trimEnd()).join("\n")}\n${indent(depth)} */\n`;
}

function refType(ref: string): string {
  const m = /^#\/components\/(schemas|parameters)\/(.+)$/.exec(ref);
  if (!m) throw new Error(`Unsupported $ref ${ref}`);
  return `components[${JSON.stringify(m[1])}][${JSON.stringify(m[2])}]`;
}

/** `T` of one schema; `depth` is the indentation of the line it starts on. */
export function schemaType(schema: Schema | undefined, depth: number): string {
  if (!schema) return "unknown";
  const base = baseType(schema, depth);
  // A nullable enum lists null among its values already.
  const hasNull = base === "unknown" || base === "null" || (schema.enum?.includes(null) ?? false);
  return schema.nullable && !hasNull ? `${base} | null` : base;
}

function union(parts: string[], joiner: " | " | " & "): string {
  const unique = [...new Set(parts)];
  if (unique.length === 1) return unique[0];
  return unique.map((p) => (/[|&]/.test(p) && !p.startsWith("{") ? `(${p})` : p)).join(joiner);
}

/** `{ nullable: true }` alone among alternatives: zod's null, in OpenAPI 3.0 (alone elsewhere it is unknown). */
const onlyNull = (schema: Schema) => schema.nullable === true && Object.keys(schema).length === 1;

function baseType(schema: Schema, depth: number): string {
  if (schema.$ref) return refType(schema.$ref);
  if (schema.enum)
    return union(
      schema.enum.map((v) => JSON.stringify(v)),
      " | ",
    );
  if (schema.anyOf)
    return union(
      schema.anyOf.map((s) => (onlyNull(s) ? "null" : schemaType(s, depth))),
      " | ",
    );
  if (schema.oneOf)
    return union(
      schema.oneOf.map((s) => schemaType(s, depth)),
      " | ",
    );
  if (schema.allOf) {
    // zod writes a nullable reference as allOf [the reference, { nullable: true }].
    const parts = schema.allOf.filter((s) => !onlyNull(s));
    const all = union(
      parts.map((s) => schemaType(s, depth)),
      " & ",
    );
    return parts.length < schema.allOf.length ? union([all, "null"], " | ") : all;
  }
  switch (schema.type) {
    case "string":
      return "string";
    case "integer":
    case "number":
      return "number";
    case "boolean":
      return "boolean";
    case "array": {
      const item = schemaType(schema.items, depth);
      // A fixed length (zod's tuple of one type, e.g. [longitude, latitude]) is a tuple.
      const length = schema.minItems;
      if (length !== undefined && length === schema.maxItems && length > 0 && length <= 4)
        return `[${Array(length).fill(item).join(", ")}]`;
      return /[ |&]/.test(item) && !item.startsWith("{") && !item.startsWith("[") && !item.startsWith("components[")
        ? `(${item})[]`
        : `${item}[]`;
    }
    case "object":
      return objectType(schema, depth);
    case undefined:
      return schema.properties ? objectType(schema, depth) : "unknown";
    default:
      throw new Error(`Unsupported schema type ${schema.type}`);
  }
}

function objectType(schema: Schema, depth: number): string {
  const required = new Set(schema.required ?? []);
  const lines: string[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    lines.push(
      `${comment(property.description, depth + 1)}${indent(depth + 1)}${key(name)}${required.has(name) ? "" : "?"}: ${schemaType(property, depth + 1)};`,
    );
  }
  const extra = schema.additionalProperties;
  if (extra === true || (extra && typeof extra === "object" && Object.keys(extra).length === 0))
    lines.push(`${indent(depth + 1)}[key: string]: unknown;`);
  else if (extra && typeof extra === "object") lines.push(`${indent(depth + 1)}[key: string]: ${schemaType(extra, depth + 1)};`);
  if (!lines.length) return schema.additionalProperties === false ? "Record<string, never>" : "Record<string, unknown>";
  return `{\n${lines.join("\n")}\n${indent(depth)}}`;
}

function content(media: MediaTypes | undefined, depth: number): string {
  const entries = Object.entries(media ?? {});
  if (!entries.length) return "content?: never;";
  const lines = entries.map(([type, m]) => `${indent(depth + 1)}${JSON.stringify(type)}: ${schemaType(m.schema, depth + 1)};`);
  return `content: {\n${lines.join("\n")}\n${indent(depth)}};`;
}

function parametersType(parameters: Parameter[], doc: Document, depth: number): string {
  const resolved = parameters.map((p) => {
    if (!p.$ref) return p;
    const name = p.$ref.replace("#/components/parameters/", "");
    const found = doc.components?.parameters?.[name];
    if (!found) throw new Error(`Unknown parameter ${p.$ref}`);
    return found;
  });
  const lines: string[] = [];
  for (const place of ["query", "header", "path", "cookie"] as const) {
    const here = resolved.filter((p) => p.in === place);
    if (!here.length) {
      lines.push(`${indent(depth + 1)}${place}?: never;`);
      continue;
    }
    const members = here.map(
      (p) =>
        `${comment(p.description, depth + 2)}${indent(depth + 2)}${key(p.name)}${p.required ? "" : "?"}: ${schemaType(p.schema, depth + 2)};`,
    );
    const optional = here.every((p) => !p.required) ? "?" : "";
    lines.push(`${indent(depth + 1)}${place}${optional}: {\n${members.join("\n")}\n${indent(depth + 1)}};`);
  }
  return `{\n${lines.join("\n")}\n${indent(depth)}}`;
}

function operationType(op: Operation, doc: Document, depth: number): string {
  const lines: string[] = [];
  lines.push(`${indent(depth + 1)}parameters: ${parametersType(op.parameters ?? [], doc, depth + 1)};`);
  if (op.requestBody) {
    lines.push(`${indent(depth + 1)}requestBody${op.requestBody.required ? "" : "?"}: {`);
    lines.push(`${indent(depth + 2)}${content(op.requestBody.content, depth + 2)}`);
    lines.push(`${indent(depth + 1)}};`);
  } else {
    lines.push(`${indent(depth + 1)}requestBody?: never;`);
  }
  lines.push(`${indent(depth + 1)}responses: {`);
  for (const [status, response] of Object.entries(op.responses ?? {})) {
    lines.push(
      `${comment(response.description, depth + 2)}${indent(depth + 2)}${/^\d+$/.test(status) ? status : JSON.stringify(status)}: {`,
    );
    lines.push(`${indent(depth + 3)}${content(response.content, depth + 3)}`);
    lines.push(`${indent(depth + 2)}};`);
  }
  lines.push(`${indent(depth + 1)}};`);
  return `{\n${lines.join("\n")}\n${indent(depth)}}`;
}

/** The whole file: a header, `paths` and `components`. */
export function openApiToTypes(doc: Document, header: string): string {
  const out: string[] = [header, "", "export interface paths {"];
  for (const [path, item] of Object.entries(doc.paths)) {
    out.push(`  ${JSON.stringify(path)}: {`);
    for (const method of METHODS) {
      const op = item[method] as Operation | undefined;
      if (!op) continue;
      out.push(`${comment(op.summary, 2)}    ${method}: ${operationType(op, doc, 2)};`);
    }
    out.push("  };");
  }
  out.push("}", "", "export interface components {", "  schemas: {");
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) {
    out.push(`${comment(schema.description, 2)}    ${key(name)}: ${schemaType(schema, 2)};`);
  }
  out.push("  };", "}", "");
  return out.join("\n");
}
