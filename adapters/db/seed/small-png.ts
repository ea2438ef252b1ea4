import { crc32, deflateSync } from "node:zlib";

const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed) >>> 0);
  return Buffer.concat([length, typed, crc]);
};

const rgb = (hex: string): [number, number, number] => [
  parseInt(hex.slice(1, 3), 16),
  parseInt(hex.slice(3, 5), 16),
  parseInt(hex.slice(5, 7), 16),
];

/**
 * A small real PNG badge for demo and test logos: a rounded square in `background` with a ring and a bar in
 * `accent`, so each demo supplier has a distinct mark without committing binary files.
 */
export const badgePng = (background: string, accent: string, size = 64): Uint8Array => {
  const [br, bg, bb] = rgb(background);
  const [ar, ag, ab] = rgb(accent);
  const rows: Buffer[] = [];
  const centre = (size - 1) / 2;
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) {
      const dx = Math.max(Math.abs(x - centre) - size * 0.3, 0);
      const dy = Math.max(Math.abs(y - centre) - size * 0.3, 0);
      const outside = Math.hypot(dx, dy) > size * 0.2;
      const distance = Math.hypot(x - centre, y - centre);
      const ring = distance > size * 0.22 && distance < size * 0.32;
      const bar = Math.abs(y - centre) < size * 0.06 && Math.abs(x - centre) < size * 0.22;
      const [r, g, b] = ring || bar ? [ar, ag, ab] : [br, bg, bb];
      row.set([r, g, b, outside ? 0 : 255], 1 + x * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", header),
      chunk("IDAT", deflateSync(Buffer.concat(rows))),
      chunk("IEND", Buffer.alloc(0)),
    ]),
  );
};
