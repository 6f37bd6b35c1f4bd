import { buildTemplate } from "./template";

export default async function setup() {
  await buildTemplate(process.env.DATABASE_URL);
}
