// The one reader of JSON request bodies. It runs before a route's schema check, so a body that
// is not JSON is a 400 `invalid_json` (the check then reads the parsed body from Hono's cache).
// No request of the API nests deeper than a few levels: a body nested deeper than MAX_JSON_DEPTH
// is refused (400 `too_deep`) by a scan of its text, before it is parsed, so that nothing that
// walks a parsed body (the schema check, the NUL check) meets a value 100,000 levels deep.
import { createMiddleware } from "hono/factory";
import { badRequest } from "./errors";

/** Deeper than any request of the API (a delivery zone: 3 levels; a Telegram update: about 10). */
export const MAX_JSON_DEPTH = 64;

/** How deeply a JSON text nests its arrays and objects, counted no further than max + 1 (a loop, no recursion). */
export function jsonDepth(text: string, max = MAX_JSON_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // a backslash escapes the next character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x7b || ch === 0x5b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > max) return deepest;
    } else if (ch === 0x7d || ch === 0x5d) depth--;
  }
  return deepest;
}

export async function readJson(c: { req: { text: () => Promise<string>; json: () => Promise<unknown> } }): Promise<unknown> {
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    throw badRequest("invalid_json", "The request body must be JSON");
  }
  if (jsonDepth(text) > MAX_JSON_DEPTH)
    throw badRequest("too_deep", `The request body is nested too deeply: at most ${MAX_JSON_DEPTH} levels of arrays and objects`);
  try {
    return await c.req.json();
  } catch {
    throw badRequest("invalid_json", "The request body must be JSON");
  }
}

export const jsonBody = createMiddleware(async (c, next) => {
  await readJson(c);
  await next();
});
