#!/usr/bin/env node
// Writes the web app's icons (apps/web/public/icons): the brand mark — a magenta ring with a gold
// chip on the night background — as an SVG and as PNGs for the manifest (192, 512, maskable 512)
// and Apple touch (180). Pure Node (zlib), no downloads; run again after changing the mark.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { deflateSync } from "node:zlib";

const out = join(dirname(fileURLToPath(import.meta.url)), "..", "public", "icons");
const background = [0x0b, 0x0a, 0x1f];
const ring = [0xe0, 0x1e, 0x8c];
const chip = [0xff, 0xc8, 0x3d];

/** Colour of a pixel at (x, y) in a unit square (0..1), `safe` shrinks the mark for maskable icons. */
function colour(x, y, safe) {
  const scale = safe ? 0.8 : 1;
  const dx = (x - 0.5) / scale;
  const dy = (y - 0.5) / scale;
  const r = Math.hypot(dx, dy);
  if (r >= 0.27 && r <= 0.38) return ring;
  if (r <= 0.13) return chip;
  return background;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of `size` px, 2x2 supersampled. */
function png(size, safe) {
  const rows = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x += 1) {
      const sum = [0, 0, 0];
      for (const [ox, oy] of [
        [0.25, 0.25],
        [0.75, 0.25],
        [0.25, 0.75],
        [0.75, 0.75],
      ]) {
        const c = colour((x + ox) / size, (y + oy) / size, safe);
        for (let i = 0; i < 3; i += 1) sum[i] += c[i];
      }
      for (let i = 0; i < 3; i += 1) row[1 + x * 3 + i] = Math.round(sum[i] / 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const hex = (c) => `#${c.map((v) => v.toString(16).padStart(2, "0")).join("")}`;
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" rx="18" fill="${hex(background)}"/><circle cx="50" cy="50" r="32.5" fill="none" stroke="${hex(ring)}" stroke-width="11"/><circle cx="50" cy="50" r="13" fill="${hex(chip)}"/></svg>\n`;

mkdirSync(out, { recursive: true });
writeFileSync(join(out, "icon.svg"), svg);
writeFileSync(join(out, "icon-192.png"), png(192, false));
writeFileSync(join(out, "icon-512.png"), png(512, false));
writeFileSync(join(out, "icon-maskable-512.png"), png(512, true));
writeFileSync(join(out, "apple-touch-icon.png"), png(180, true));
console.log(`icons written to ${out}`);
