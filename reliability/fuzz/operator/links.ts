// Deep links: bad requests of its endpoint (docs/operator-api.md): a junk Language and credentials.
import { type Endpoint, get, opAuth, opHeaders } from "../requests";

export const LINKS: Record<string, Endpoint> = {
  "GET /api/operator/links": get("/api/operator/links", ["Language"], opAuth, opHeaders),
};
