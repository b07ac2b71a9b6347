import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What Vite's build manifest says of one chunk (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * `<link>`s that load a lazy route's chunk, its static imports and its CSS with the HTML instead
 * of after the entry JS has run; files the page already names (the entry's own) are left out.
 * Empty without a manifest (a build from before it was turned on) or for an unknown source.
 */
export function routeChunkTags(dist: string, source: string, template: string): string {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(file)) return '';
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(source);
  const named = (f: string) => template.includes(`/${f}"`);
  return [
    ...[...scripts]
      .filter((f) => !named(f))
      .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
    // Vite's loader finds these by href and does not add them again.
    ...[...styles].filter((f) => !named(f)).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
  ].join('');
}
