/** Product photos for the bench store: plain WebP files at every width, like the image store writes. */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_COUNT } from './database.ts';

const WIDTHS = [320, 640, 960];
const COLORS = ['#1d1d1b', '#c8b79a', '#4b5320', '#f2f0ea', '#7a1f1f', '#2f3e56'];

/** Writes bench/p<N>-<width>.webp under the storage folder (4:5, as the storefront shows them). */
export async function writeImages(storageDir: string): Promise<void> {
  const folder = path.join(storageDir, 'bench');
  await mkdir(folder, { recursive: true });
  const jobs: Promise<unknown>[] = [];
  for (let n = 0; n < IMAGE_COUNT; n++) {
    const color = COLORS[n % COLORS.length]!;
    for (const width of WIDTHS) {
      const height = Math.round((width * 5) / 4);
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
        <rect width="100%" height="100%" fill="#e9e7e2"/>
        <path d="M${width * 0.2} ${height * 0.25} L${width * 0.38} ${height * 0.15} Q${width * 0.5} ${height * 0.22} ${width * 0.62} ${height * 0.15}
          L${width * 0.8} ${height * 0.25} L${width * 0.9} ${height * 0.55} L${width * 0.78} ${height * 0.58} L${width * 0.76} ${height * 0.88}
          L${width * 0.24} ${height * 0.88} L${width * 0.22} ${height * 0.58} L${width * 0.1} ${height * 0.55} Z" fill="${color}"/>
      </svg>`;
      jobs.push(
        sharp(Buffer.from(svg))
          .webp({ quality: 75 })
          .toFile(path.join(folder, `p${n}-${width}.webp`)),
      );
    }
  }
  await Promise.all(jobs);
}
