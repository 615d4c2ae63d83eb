/**
 * No real-world casino, game provider or game name in the tracked source tree (catalogue, seeds,
 * stories, fixtures, tests, docs): the demo content uses invented names. The names and the
 * matching rules are in src/test/trademarks.ts; this file spells the names it tests in pieces so
 * that it names none itself.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { packageDir } from "./env.ts";
import { findTrademarks, forbiddenIn } from "./test/trademarks.ts";

const root = path.resolve(packageDir, "../..");
const words = (...parts: string[]) => parts.join(" ");

describe("the trademark scanner", () => {
  it("finds a name in any case and as a slug, an identifier or glued together", () => {
    const game = words("Sweet", "Bonanza");
    expect(findTrademarks(`Play ${game} now`)).toMatchObject([{ name: game, line: 1 }]);
    expect(findTrademarks(`\n/play-game/${["sweet", "bonanza"].join("-")}`)).toMatchObject([
      { name: game, line: 2 },
    ]);
    expect(findTrademarks(`const ${["SWEET", "BONANZA"].join("_")}_1 = 1;`)).toHaveLength(1);
    expect(findTrademarks(`<${["Sweet", "Bonanza"].join("")} />`)).toHaveLength(1);
    expect(findTrademarks(`provider: "${words("Play'n", "GO")}"`)).toMatchObject([
      { kind: "provider" },
    ]);
    expect(findTrademarks(`see ${["stake", "com"].join(".")}`)).toMatchObject([{ kind: "casino" }]);
  });

  it("leaves the ordinary words that brands also use alone", () => {
    expect(
      findTrademarks(
        "Your stake is 1 USDT (stake, stakes, high-stake); Bitcoin Lightning deposits; the " +
          "evolution of the lobby; a pragmatic choice; gates of the city; a book of rules; " +
          "Star Drop, Supernovas and Ultraways are invented.",
      ),
    ).toEqual([]);
  });

  it("allows casino names in docs/*.md only (where a provably fair formula is cited), nothing else", () => {
    const casino = `the formula ${["stake", "com"].join(".")} published`;
    expect(forbiddenIn("docs/provably-fair.md", casino)).toEqual([]);
    expect(forbiddenIn("packages/fair/src/dice.ts", casino)).toHaveLength(1);
    expect(forbiddenIn("docs/provably-fair.md", words("Gates", "of", "Olympus"))).toHaveLength(1);
  });

  it("fails a tracked file that adds a name", () => {
    const story = `export const Tile = { name: "${words("Gates", "of", "Olympus")}", provider: "${words("Pragmatic", "Play")}" };`;
    expect(forbiddenIn("packages/ui/src/components/game-card/new.stories.tsx", story)).toEqual([
      expect.objectContaining({ kind: "game", line: 1 }),
      expect.objectContaining({ kind: "provider", line: 1 }),
    ]);
  });
});

it("no tracked file names a real casino, provider or game", () => {
  const files = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" })
    .split("\0")
    .filter(Boolean);
  expect(files.length).toBeGreaterThan(500);
  const found: string[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(path.join(root, file), "utf8");
    } catch {
      continue; // deleted in the work tree, not yet committed
    }
    if (text.includes("\0")) continue; // binary
    for (const hit of forbiddenIn(file, text))
      found.push(`${file}:${hit.line}: "${hit.found}" (${hit.name}, a ${hit.kind})`);
  }
  expect(found).toEqual([]);
});
