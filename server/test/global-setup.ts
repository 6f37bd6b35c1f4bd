import fs from "node:fs";
import type { TestProject } from "vitest/node";
import { writeFixtureDist } from "./fixture-dist";
import { buildTemplate } from "./template";

export default async function setup(project: TestProject) {
  const dist = writeFixtureDist();
  project.provide("fixtureDist", dist);
  await buildTemplate(process.env.DATABASE_URL);
  return () => fs.rmSync(dist, { recursive: true, force: true });
}
