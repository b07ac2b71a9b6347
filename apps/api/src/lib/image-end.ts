/**
 * Where an image file's own data ends, found by walking its container structure. Bytes after
 * that point are not part of the image: a file with such a tail (a GIF or JPEG followed by HTML
 * or script) is a polyglot that another program could read as something else, so uploads with
 * one are refused (lib/image-store.ts).
 */

/** Offset just past the PNG's IEND chunk, or null when the chunk structure is broken. */
function pngEnd(buf: Buffer): number | null {
  let offset = 8;
  while (offset + 12 <= buf.length) {
    const length = buf.readUInt32BE(offset);
    const type = buf.toString('latin1', offset + 4, offset + 8);
    offset += 12 + length;
    if (offset > buf.length) return null;
    if (type === 'IEND') return offset;
  }
  return null;
}

/** Offset just past the JPEG's EOI marker, or null when the segment structure is broken. */
function jpegEnd(buf: Buffer): number | null {
  let offset = 2; // SOI
  while (offset + 4 <= buf.length) {
    if (buf[offset] !== 0xff) return null;
    const marker = buf[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return offset + 2; // EOI
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2; // markers without a length
      continue;
    }
    const length = buf.readUInt16BE(offset + 2);
    offset += 2 + length;
    if (marker === 0xda) {
      // Entropy-coded data runs to the next marker that is neither stuffing (FF00) nor a restart.
      while (offset + 1 < buf.length) {
        if (buf[offset] === 0xff) {
          const next = buf[offset + 1]!;
          if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7) && next !== 0xff) break;
        }
        offset += 1;
      }
    }
  }
  return offset + 2 === buf.length && buf[offset] === 0xff && buf[offset + 1] === 0xd9 ? buf.length : null;
}

/** Offset just past the GIF's trailer (0x3B), or null when the block structure is broken. */
function gifEnd(buf: Buffer): number | null {
  const skipSubBlocks = (at: number): number | null => {
    while (at < buf.length) {
      const size = buf[at]!;
      at += 1 + size;
      if (size === 0) return at;
    }
    return null;
  };
  if (buf.length < 13) return null;
  const screenFlags = buf[10]!;
  let offset = 13 + (screenFlags & 0x80 ? 3 * 2 ** ((screenFlags & 0x07) + 1) : 0);
  while (offset < buf.length) {
    const introducer = buf[offset]!;
    if (introducer === 0x3b) return offset + 1;
    if (introducer === 0x21) {
      const next = skipSubBlocks(offset + 2);
      if (next === null) return null;
      offset = next;
    } else if (introducer === 0x2c) {
      if (offset + 10 > buf.length) return null;
      const flags = buf[offset + 9]!;
      offset += 10 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0) + 1; // + LZW code size
      const next = skipSubBlocks(offset);
      if (next === null) return null;
      offset = next;
    } else {
      return null;
    }
  }
  return null;
}

/** RIFF (WebP): the size in the header covers the whole file, padded to an even length. */
function webpEnd(buf: Buffer): number | null {
  if (buf.length < 12) return null;
  const size = buf.readUInt32LE(4) + 8;
  return size <= buf.length ? size + (size % 2) : null;
}

/** ISO-BMFF (AVIF): top-level boxes follow each other to the end of the file. */
function bmffEnd(buf: Buffer): number | null {
  let offset = 0;
  while (offset + 8 <= buf.length) {
    let size = buf.readUInt32BE(offset);
    if (size === 1) {
      if (offset + 16 > buf.length) return null;
      size = Number(buf.readBigUInt64BE(offset + 8));
    } else if (size === 0) {
      return buf.length; // the last box runs to the end
    }
    if (size < 8) return null;
    offset += size;
  }
  return offset === buf.length ? offset : null;
}

const END_OF: Record<string, (buf: Buffer) => number | null> = {
  'image/png': pngEnd,
  'image/jpeg': jpegEnd,
  'image/gif': gifEnd,
  'image/webp': webpEnd,
  'image/avif': bmffEnd,
};

/**
 * Whether the file holds anything after the image's own data (zero padding aside), or has a
 * structure that cannot be walked. Unknown types count as having a tail.
 */
export function hasTrailingData(buf: Buffer, mime: string): boolean {
  const end = END_OF[mime]?.(buf) ?? null;
  if (end === null || end > buf.length) return true;
  for (let i = end; i < buf.length; i++) if (buf[i] !== 0) return true;
  return false;
}
