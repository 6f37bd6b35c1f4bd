// Grey PNGs written by hand, for the photo upload's tests and fuzzing: a file may declare more
// pixels than it holds (a decompression bomb's header) or be short of rows.
import { crc32, deflateSync } from "node:zlib";

/**
 * A PNG declaring width × height grey pixels (8-bit, no interlace) and holding `rows` compressed
 * rows of them: all `height` rows make a good picture, one row of a huge size a bomb's header.
 */
export function greyPng(width: number, height: number, rows: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth; colour type 0 (grey), no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.alloc((width + 1) * rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
