import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { routeList } from "@casino/core";

/**
 * Screens link with `href(routes.x, params)` from the core's manifest, never with a literal app
 * path. The files below still hold some (with how many): they belong to screens other helpers
 * were restyling at the same time. The list may only shrink: a file that loses its literals must
 * leave it, and no file may gain one.
 */
const allowed: Record<string, number> = {};

const srcDir = join(__dirname, "..");

/** First path segments of the manifest's routes (`profile`, `play-game`, ...). */
const sections = new Set(
  routeList.map((route) => route.path.split("/")[1]).filter((segment) => !!segment),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === "testing" || entry.name === "locales" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
}

/** The literal app paths of a source: `"/profile/..."`, `` `/play-game/${id}` ``, `to="/"`, `"/?type=..."`. */
function literalPaths(source: string): string[] {
  const code = withoutComments(source);
  const found: string[] = [];
  for (const match of code.matchAll(/["'`](\/([a-z0-9-]+)[^"'`]*)/g)) {
    if (sections.has(match[2] ?? "")) found.push(match[1] ?? "");
  }
  for (const match of code.matchAll(/(?:to=|href=|navigate\()["'`]\/["'`]|["'`]\/\?[^"'`]*/g))
    found.push(match[0]);
  return found;
}

describe("links to app screens", () => {
  const byFile = new Map(
    sourceFiles(srcDir).map((file) => [
      relative(srcDir, file),
      literalPaths(readFileSync(file, "utf8")),
    ]),
  );

  it("finds the literal paths it looks for", () => {
    expect(
      literalPaths('navigate("/profile/my-profile"); <A to="/" />; f(`/play-game/${id}`)'),
    ).toHaveLength(3);
    expect(literalPaths('get("/api/profile"); s.split("/"); // see "/profile"')).toEqual([]);
  });

  it("are built from the route manifest, not written as literal paths", () => {
    const offenders = [...byFile]
      .filter(([file, paths]) => paths.length !== (allowed[file] ?? 0))
      .map(
        ([file, paths]) =>
          `${file} (${paths.length}, allowed ${allowed[file] ?? 0}): ${paths.join(" ")}`,
      );
    expect(offenders).toEqual([]);
  });

  it("lists only files that exist", () => {
    expect(Object.keys(allowed).filter((file) => !byFile.has(file))).toEqual([]);
  });
});
