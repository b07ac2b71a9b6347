/**
 * Flat illustrations of the demo products, drawn as SVG so that the seed never downloads an
 * image. Everything is plain shapes: the VIGOR wordmark is drawn as
 * strokes rather than text, so the render does not depend on the fonts a machine has.
 */

export type GarmentType = 'hoodies' | 'beanies' | 't_shirts';

/** Side of the square viewBox, in SVG units (rendered 1:1 at the largest stored width). */
export const CANVAS_SIZE = 960;

interface Rgb {
  r: number;
  g: number;
  b: number;
}

function parseHex(hex: string): Rgb {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) throw new Error(`Expected a colour like #1f2937, got "${hex}"`);
  const value = Number.parseInt(match[1], 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}

function toHex({ r, g, b }: Rgb): string {
  const part = (n: number) =>
    Math.round(Math.min(255, Math.max(0, n)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** Mixes `hex` with `target` by `amount` (0: unchanged, 1: target). */
function mix(hex: string, target: string, amount: number): string {
  const a = parseHex(hex);
  const b = parseHex(target);
  return toHex({
    r: a.r + (b.r - a.r) * amount,
    g: a.g + (b.g - a.g) * amount,
    b: a.b + (b.b - a.b) * amount,
  });
}

/** Relative luminance (WCAG), 0 for black to 1 for white. */
function luminance(hex: string): number {
  const channel = (n: number) => {
    const c = n / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const { r, g, b } = parseHex(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

interface Palette {
  base: string;
  /** Panels that sit in shadow (sleeves' undersides, the inside of the hood). */
  shade: string;
  deep: string;
  /** Ribbing and seams. */
  rib: string;
  seam: string;
  highlight: string;
  /** The printed or embroidered wordmark. */
  ink: string;
}

function paletteOf(hex: string): Palette {
  const base = toHex(parseHex(hex));
  const dark = luminance(base) < 0.06;
  return {
    base,
    // On a near-black garment, shadows still need to read: lift the lines instead of darkening.
    shade: dark ? mix(base, '#ffffff', 0.06) : mix(base, '#000000', 0.14),
    deep: dark ? mix(base, '#000000', 0.5) : mix(base, '#000000', 0.38),
    rib: dark ? mix(base, '#ffffff', 0.14) : mix(base, '#000000', 0.22),
    seam: dark ? mix(base, '#ffffff', 0.2) : mix(base, '#000000', 0.3),
    highlight: mix(base, '#ffffff', dark ? 0.12 : 0.28),
    ink: luminance(base) > 0.45 ? '#1b1b1b' : '#f5f1e8',
  };
}

/** Letters on a 7 x 10 grid (I is 2 wide), drawn as strokes. */
const LETTERS: Record<string, { width: number; d: string }> = {
  V: { width: 7, d: 'M0 0 L3.5 10 L7 0' },
  I: { width: 1, d: 'M0.5 0 L0.5 10' },
  G: {
    width: 7,
    d: 'M6.6 1.9 C5.9 0.7 4.8 0 3.5 0 C1.5 0 0 2.2 0 5 C0 7.8 1.5 10 3.5 10 C5.6 10 7 8.3 7 5.8 L4 5.8',
  },
  O: { width: 7, d: 'M3.5 0 C1.5 0 0 2.2 0 5 C0 7.8 1.5 10 3.5 10 C5.5 10 7 7.8 7 5 C7 2.2 5.5 0 3.5 0 Z' },
  R: {
    width: 7,
    d: 'M0 10 L0 0 L3.9 0 C5.8 0 6.8 1.2 6.8 2.8 C6.8 4.4 5.8 5.6 3.9 5.6 L0 5.6 M3.6 5.6 L7 10',
  },
};
const LETTER_GAP = 2.6;

/** The VIGOR wordmark centred on (cx, cy), `height` units tall. */
export function wordmark(cx: number, cy: number, height: number, color: string): string {
  const word = 'VIGOR';
  const letters = [...word].map((ch) => LETTERS[ch]!);
  const width = letters.reduce((sum, l) => sum + l.width, 0) + LETTER_GAP * (letters.length - 1);
  const scale = height / 10;
  let x = 0;
  const paths = letters
    .map((letter) => {
      const path = `<path transform="translate(${x} 0)" d="${letter.d}"/>`;
      x += letter.width + LETTER_GAP;
      return path;
    })
    .join('');
  const left = cx - (width * scale) / 2;
  const top = cy - height / 2;
  return (
    `<g transform="translate(${left.toFixed(2)} ${top.toFixed(2)}) scale(${scale})" fill="none" ` +
    `stroke="${color}" stroke-width="1.8" stroke-linecap="square" stroke-linejoin="miter">${paths}</g>`
  );
}

/** Evenly spaced lines between two segments (a ribbed band). */
function ribs(
  from: [number, number, number, number],
  to: [number, number, number, number],
  count: number,
  color: string,
  width = 2,
): string {
  const lines: string[] = [];
  for (let i = 1; i < count; i += 1) {
    const t = i / count;
    const x1 = from[0] + (from[2] - from[0]) * t;
    const y1 = from[1] + (from[3] - from[1]) * t;
    const x2 = to[0] + (to[2] - to[0]) * t;
    const y2 = to[1] + (to[3] - to[1]) * t;
    lines.push(
      `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}"/>`,
    );
  }
  return `<g stroke="${color}" stroke-width="${width}" stroke-linecap="round" opacity="0.75">${lines.join('')}</g>`;
}

function studio(shadow: { cx: number; cy: number; rx: number; ry: number }): string {
  return `
  <defs>
    <radialGradient id="backdrop" cx="50%" cy="38%" r="75%">
      <stop offset="0" stop-color="#fbfaf7"/>
      <stop offset="0.7" stop-color="#efebe4"/>
      <stop offset="1" stop-color="#e3ded5"/>
    </radialGradient>
    <linearGradient id="light" x1="0" y1="0" x2="1" y2="0.35">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.16"/>
      <stop offset="0.45" stop-color="#ffffff" stop-opacity="0"/>
      <stop offset="1" stop-color="#000000" stop-opacity="0.14"/>
    </linearGradient>
    <filter id="soft" x="-20%" y="-50%" width="140%" height="200%">
      <feGaussianBlur stdDeviation="18"/>
    </filter>
  </defs>
  <rect width="${CANVAS_SIZE}" height="${CANVAS_SIZE}" fill="url(#backdrop)"/>
  <ellipse cx="${shadow.cx}" cy="${shadow.cy}" rx="${shadow.rx}" ry="${shadow.ry}" fill="#3b332a" opacity="0.22" filter="url(#soft)"/>`;
}

function hoodie(p: Palette): string {
  const body = 'M330 268 L402 236 Q480 266 558 236 L630 268 L636 742 L324 742 Z';
  const leftSleeve = 'M336 264 C290 276 262 306 250 356 L178 640 L258 662 L334 430 Z';
  const rightSleeve = 'M624 264 C670 276 698 306 710 356 L782 640 L702 662 L626 430 Z';
  return `
  ${studio({ cx: 480, cy: 800, rx: 300, ry: 24 })}
  <g stroke="${p.seam}" stroke-width="2.5" stroke-linejoin="round">
    <path d="M362 262 C350 178 408 120 480 118 C552 120 610 178 598 262 Z" fill="${p.shade}"/>
    <path d="M404 250 C404 196 440 162 480 162 C520 162 556 196 556 250 Z" fill="${p.deep}"/>
    <path d="${leftSleeve}" fill="${p.base}"/>
    <path d="${rightSleeve}" fill="${p.base}"/>
    <path d="${leftSleeve}" fill="url(#light)" stroke="none"/>
    <path d="${rightSleeve}" fill="url(#light)" stroke="none"/>
    <path d="M178 640 L258 662 L247 710 L167 688 Z" fill="${p.rib}"/>
    <path d="M782 640 L702 662 L713 710 L793 688 Z" fill="${p.rib}"/>
    <path d="${body}" fill="${p.base}"/>
    <path d="${body}" fill="url(#light)" stroke="none"/>
    <path d="M324 742 L636 742 L634 794 L326 794 Z" fill="${p.rib}"/>
  </g>
  ${ribs([178, 640, 258, 662], [167, 688, 247, 710], 9, p.seam)}
  ${ribs([702, 662, 782, 640], [713, 710, 793, 688], 9, p.seam)}
  ${ribs([324, 742, 636, 742], [326, 794, 634, 794], 30, p.seam)}
  <g fill="none" stroke="${p.seam}" stroke-width="2" stroke-linecap="round" opacity="0.55">
    <path d="M334 430 C336 380 338 330 342 290"/>
    <path d="M626 430 C624 380 622 330 618 290"/>
    <path d="M262 470 C272 460 286 456 300 458"/>
    <path d="M698 470 C688 460 674 456 660 458"/>
  </g>
  <g stroke="${p.seam}" stroke-width="2.5" stroke-linejoin="round">
    <path d="M402 236 C408 284 440 306 486 318 C458 292 430 264 416 236 Z" fill="${p.shade}"/>
    <path d="M558 236 C552 284 520 306 474 318 C502 292 530 264 544 236 Z" fill="${p.base}"/>
    <path d="M396 548 L564 548 L604 700 L356 700 Z" fill="${p.base}"/>
    <path d="M396 548 L356 700 L382 700 L414 566 Z" fill="${p.shade}" stroke="none"/>
    <path d="M564 548 L604 700 L578 700 L546 566 Z" fill="${p.shade}" stroke="none"/>
  </g>
  <g fill="none" stroke="${p.seam}" stroke-width="2" stroke-dasharray="7 6" opacity="0.7">
    <path d="M404 558 L556 558"/>
    <path d="M364 690 L596 690"/>
  </g>
  <g stroke-linecap="round" fill="none">
    <path d="M450 300 C446 350 452 400 444 438" stroke="${p.highlight}" stroke-width="7"/>
    <path d="M510 300 C514 350 508 400 516 438" stroke="${p.highlight}" stroke-width="7"/>
    <path d="M444 432 L443 458" stroke="${p.deep}" stroke-width="9"/>
    <path d="M516 432 L517 458" stroke="${p.deep}" stroke-width="9"/>
  </g>
  <circle cx="452" cy="298" r="6" fill="${p.deep}" stroke="${p.seam}" stroke-width="2"/>
  <circle cx="508" cy="298" r="6" fill="${p.deep}" stroke="${p.seam}" stroke-width="2"/>
  ${wordmark(480, 470, 30, p.ink)}`;
}

function tShirt(p: Palette): string {
  const body =
    'M402 198 Q480 246 558 198 L650 228 L770 330 L704 420 L640 372 L642 800 L318 800 L320 372 L256 420 L190 330 L310 228 Z';
  return `
  ${studio({ cx: 480, cy: 806, rx: 250, ry: 22 })}
  <g stroke="${p.seam}" stroke-width="2.5" stroke-linejoin="round">
    <path d="M402 198 Q480 176 558 198 Q480 240 402 198 Z" fill="${p.deep}"/>
    <path d="${body}" fill="${p.base}"/>
    <path d="${body}" fill="url(#light)" stroke="none"/>
    <path d="M396 194 Q480 256 564 194 L552 202 Q480 236 408 202 Z" fill="${p.rib}"/>
  </g>
  <g fill="none" stroke="${p.seam}" stroke-width="2" stroke-linecap="round">
    <path d="M320 372 C318 320 316 280 312 232" opacity="0.5"/>
    <path d="M640 372 C642 320 644 280 648 232" opacity="0.5"/>
    <path d="M206 350 L272 405" stroke-dasharray="7 6" opacity="0.75"/>
    <path d="M754 350 L688 405" stroke-dasharray="7 6" opacity="0.75"/>
    <path d="M320 782 L640 782" stroke-dasharray="7 6" opacity="0.75"/>
    <path d="M360 560 C380 600 372 660 350 720" opacity="0.3"/>
    <path d="M600 520 C585 580 596 650 614 730" opacity="0.3"/>
  </g>
  ${wordmark(480, 330, 44, p.ink)}`;
}

function beanie(p: Palette): string {
  const crown = 'M314 584 C300 392 368 236 480 230 C592 236 660 392 646 584 Z';
  const ribLines: string[] = [];
  for (let i = 1; i < 12; i += 1) {
    const x = 314 + ((646 - 314) * i) / 12;
    const bend = (x - 480) * 0.55;
    ribLines.push(
      `<path d="M${x.toFixed(1)} 584 C${(x + bend * 0.05).toFixed(1)} 420 ${(480 + bend * 0.5).toFixed(1)} 280 480 236"/>`,
    );
  }
  return `
  ${studio({ cx: 480, cy: 732, rx: 230, ry: 22 })}
  <clipPath id="crown"><path d="${crown}"/></clipPath>
  <g stroke="${p.seam}" stroke-width="2.5" stroke-linejoin="round">
    <path d="${crown}" fill="${p.base}"/>
  </g>
  <g clip-path="url(#crown)" fill="none" stroke="${p.shade}" stroke-width="10" opacity="0.8">${ribLines.join('')}</g>
  <path d="${crown}" fill="url(#light)"/>
  <path d="${crown}" fill="none" stroke="${p.seam}" stroke-width="2.5"/>
  <path d="M470 236 Q480 222 490 236" fill="none" stroke="${p.seam}" stroke-width="4" stroke-linecap="round"/>
  <g stroke="${p.seam}" stroke-width="2.5">
    <rect x="292" y="552" width="376" height="172" rx="26" fill="${p.rib}"/>
    <rect x="292" y="552" width="376" height="172" rx="26" fill="url(#light)" stroke="none"/>
  </g>
  ${ribs([292, 560, 668, 560], [292, 716, 668, 716], 34, p.seam, 3)}
  <path d="M296 566 Q480 586 664 566" fill="none" stroke="${p.deep}" stroke-width="3" opacity="0.35"/>
  <rect x="418" y="606" width="124" height="56" rx="5" fill="${p.ink === '#1b1b1b' ? '#1b1b1b' : '#f5f1e8'}" stroke="${p.deep}" stroke-width="2"/>
  <rect x="424" y="612" width="112" height="44" rx="3" fill="none" stroke="${p.ink === '#1b1b1b' ? '#f5f1e8' : '#1b1b1b'}" stroke-width="1.5" stroke-dasharray="4 3" opacity="0.6"/>
  ${wordmark(480, 634, 20, p.ink === '#1b1b1b' ? '#f5f1e8' : '#1b1b1b')}`;
}

/** SVG markup (960 x 960) of one garment in `color` (a `#rrggbb` hex) on a light backdrop. */
export function drawGarment(type: GarmentType, color: string): string {
  const palette = paletteOf(color);
  const art = type === 'hoodies' ? hoodie(palette) : type === 'beanies' ? beanie(palette) : tShirt(palette);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CANVAS_SIZE}" height="${CANVAS_SIZE}" ` +
    `viewBox="0 0 ${CANVAS_SIZE} ${CANVAS_SIZE}">${art}\n</svg>`
  );
}
