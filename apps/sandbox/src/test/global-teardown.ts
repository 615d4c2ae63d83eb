/** Jest global teardown: removes the database dumps of the global setup. */
import { rmSync } from "node:fs";

export default async function globalTeardown(): Promise<void> {
  const dir = process.env.SANDBOX_TEST_DUMP_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
