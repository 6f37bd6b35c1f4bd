// stop-list: bad requests of its endpoints (docs/operator-api.md).
import type { Endpoint } from "../requests";

export const STOP_LIST: Record<string, Endpoint> = {};
