import { crc32 } from 'node:zlib';

/**
 * PNG text chunks, read and written by hand: a PNG is an 8-byte signature, then chunks of
 * [length: u32 BE][type: 4 ASCII bytes][data: length bytes][CRC-32 of type and data: u32 BE],
 * ending with IEND. A tEXt chunk's data is a Latin-1 keyword (1-79 bytes), a zero byte,
 * then Latin-1 text. Character cards keep their JSON there as base64 (`chara`: V2,
 * `ccv3`: V3), which is plain ASCII whatever the card's language.
 */
export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The PNG's structure is broken: the message says how, for the person who sent it. */
export class PngFormatError extends Error {}

export interface TextChunk {
  keyword: string;
  text: string;
}

interface Chunk {
  type: string;
  data: Buffer;
  /** The whole chunk, length to CRC, as it stands in the file. */
  raw: Buffer;
}

export function isPng(bytes: Buffer): boolean {
  return bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE);
}

function chunksOf(bytes: Buffer): Chunk[] {
  if (!isPng(bytes)) throw new PngFormatError('This file is not a PNG.');
  const chunks: Chunk[] = [];
  let offset = 8;
  while (offset < bytes.length) {
    if (offset + 12 > bytes.length) throw new PngFormatError('The PNG is cut short (a chunk header is incomplete).');
    const length = bytes.readUInt32BE(offset);
    const end = offset + 12 + length;
    if (length > 0x7fffffff || end > bytes.length)
      throw new PngFormatError('The PNG is cut short (a chunk runs past the end).');
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    if (!/^[A-Za-z]{4}$/.test(type)) throw new PngFormatError('The PNG is damaged (a chunk has an invalid type).');
    const typeAndData = bytes.subarray(offset + 4, offset + 8 + length);
    if (crc32(typeAndData) !== bytes.readUInt32BE(offset + 8 + length)) {
      throw new PngFormatError(`The PNG is damaged (the checksum of its ${type} chunk does not match).`);
    }
    chunks.push({ type, data: bytes.subarray(offset + 8, offset + 8 + length), raw: bytes.subarray(offset, end) });
    offset = end;
    if (type === 'IEND') return chunks;
  }
  throw new PngFormatError('The PNG is cut short (it has no IEND chunk).');
}

/** Every tEXt chunk, in file order. */
export function readPngTextChunks(bytes: Buffer): TextChunk[] {
  return chunksOf(bytes)
    .filter((c) => c.type === 'tEXt')
    .flatMap((c) => {
      const zero = c.data.indexOf(0);
      if (zero < 1) return [];
      return [{ keyword: c.data.toString('latin1', 0, zero), text: c.data.toString('latin1', zero + 1) }];
    });
}

/** One tEXt chunk, length to CRC. */
export function encodeTextChunk({ keyword, text }: TextChunk): Buffer {
  if (!/^[\x20-\x7e]{1,79}$/.test(keyword)) throw new Error(`invalid PNG text keyword: ${keyword}`);
  const typeAndData = Buffer.concat([Buffer.from(`tEXt${keyword}\0`, 'latin1'), Buffer.from(text, 'latin1')]);
  const head = Buffer.alloc(4);
  head.writeUInt32BE(typeAndData.length - 4);
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([head, typeAndData, tail]);
}

/**
 * The PNG with these text chunks placed just before IEND; tEXt chunks that had the same
 * keywords (in any case, as card readers compare them) are dropped, so a card is never
 * carried twice.
 */
export function writePngTextChunks(bytes: Buffer, texts: TextChunk[]): Buffer {
  const replaced = new Set(texts.map((t) => t.keyword.toLowerCase()));
  const kept = chunksOf(bytes).filter((c) => {
    if (c.type !== 'tEXt') return true;
    const zero = c.data.indexOf(0);
    return !replaced.has(c.data.toString('latin1', 0, Math.max(zero, 0)).toLowerCase());
  });
  const iend = kept.pop() as Chunk;
  return Buffer.concat([PNG_SIGNATURE, ...kept.map((c) => c.raw), ...texts.map(encodeTextChunk), iend.raw]);
}
