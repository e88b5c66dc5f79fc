import { crc32, deflateSync } from 'node:zlib';

const width = 96;
const height = 120;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/**
 * A passport-style photo for a sandbox resident: a silhouette (head and shoulders) in the
 * resident's colour on a pale background, as a real 96x120 RGB PNG that pdf-lib and browsers
 * draw. Real residents' photos come from UIDAI; these only have to be pictures.
 */
export function drawResidentPhoto(colour: string): Buffer {
  const [r, g, b] = rgb(colour);
  const background: [number, number, number] = [236, 240, 244];
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const head = (x - 48) ** 2 / 22 ** 2 + (y - 46) ** 2 / 27 ** 2 <= 1;
      const shoulders = y > 82 && (x - 48) ** 2 / 46 ** 2 + (y - 124) ** 2 / 40 ** 2 <= 1;
      const [pr, pg, pb] = head || shoulders ? [r, g, b] : background;
      row.writeUInt8(pr, 1 + x * 3);
      row.writeUInt8(pg, 2 + x * 3);
      row.writeUInt8(pb, 3 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
