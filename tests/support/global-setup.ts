import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openEmbeddedDatabase } from "../../db/client";
import { migrationsFolder } from "./database";

declare module "vitest" {
  export interface ProvidedContext {
    embeddedTemplateDir: string;
  }
}

/**
 * Creating an embedded database costs seconds (initdb); copying a migrated one costs little.
 * One template is made per run and every test database starts as a copy of it.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE === "postgres") {
    project.provide("embeddedTemplateDir", "");
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), "site-test-template-"));
  const template = await openEmbeddedDatabase(dir);
  await template.migrate(migrationsFolder);
  await template.close();
  project.provide("embeddedTemplateDir", dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
