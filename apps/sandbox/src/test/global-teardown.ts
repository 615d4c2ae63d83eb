/** Jest global teardown: removes the database dumps and the PostgreSQL test databases. */
import { rmSync } from "node:fs";
import { dropCopies } from "./postgres-templates.ts";

export default async function globalTeardown(): Promise<void> {
  const dir = process.env.SANDBOX_TEST_DUMP_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
  const databaseUrl = process.env.SANDBOX_TEST_DATABASE_URL;
  if (databaseUrl) await dropCopies(databaseUrl);
}
