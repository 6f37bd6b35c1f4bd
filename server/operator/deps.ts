// What every part of the operator API is built from.
import type { Config } from "../config";
import type { Database, Db } from "../db/client";

export interface OperatorDeps {
  database: Database;
  db: Db;
  config: Config;
  clock: () => Date;
}
