// Uploaded pictures served to everyone (GET /media/...). (Placeholder until photos are built.)
import { Hono } from "hono";
import type { Db } from "../db/client";

export function mediaRoutes(_db: Db) {
  return new Hono();
}
