// menu: bad requests of its endpoints (docs/operator-api.md).
import type { Endpoint } from "../requests";

export const MENU: Record<string, Endpoint> = {};
