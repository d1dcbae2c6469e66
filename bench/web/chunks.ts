import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One entry of Vite's `.vite/manifest.json` (build.manifest), keyed by source path or `_shared-chunk.js`. */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface BuiltApp {
  /** the built folder (index.html, assets/) */
  dir: string;
  /** emitted JS file (as in the manifest, e.g. assets/index-abc.js) -> gzip bytes */
  gzipBytes: Map<string, number>;
  /** the JS the browser fetches from index.html before anything renders: entry + static imports + modulepreloads */
  initial: Set<string>;
  manifest: Manifest;
}

/** gzip size as Vite's build report computes it (node:zlib, default level). */
export function gzipSize(content: Buffer): number {
  return gzipSync(content).length;
}

/** The chunk and every chunk it statically imports, transitively (manifest keys -> emitted files). */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>(), seen = new Set<string>()) {
  if (seen.has(key)) return into;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return into;
  if (chunk.file.endsWith('.js')) into.add(chunk.file);
  for (const dep of chunk.imports ?? []) staticClosure(manifest, dep, into, seen);
  return into;
}

/** Reads a Vite build (with its manifest): the JS index.html loads up front and every JS file's gzip size. */
export async function readBuild(dir: string, base: string): Promise<BuiltApp> {
  const manifest = JSON.parse(await readFile(join(dir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const html = await readFile(join(dir, 'index.html'), 'utf8');
  const initial = new Set<string>();
  // what index.html itself names: the entry script and its modulepreload links
  const tags = html.matchAll(/<(?:script[^>]*type="module"[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+)"/g);
  for (const [, url] of tags) if (url) initial.add(url.startsWith(base) ? url.slice(base.length) : url);
  // and the entry's static import graph, in case a preload link is missing
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) staticClosure(manifest, key, initial);
  const gzipBytes = new Map<string, number>();
  for (const chunk of Object.values(manifest)) {
    if (chunk.file.endsWith('.js') && !gzipBytes.has(chunk.file)) {
      gzipBytes.set(chunk.file, gzipSize(await readFile(join(dir, chunk.file))));
    }
  }
  for (const file of initial) {
    if (!gzipBytes.has(file)) gzipBytes.set(file, gzipSize(await readFile(join(dir, file))));
  }
  return { dir, gzipBytes, initial, manifest };
}

export interface RouteJs {
  /** JS files the route needs before it renders: the initial ones plus its lazy chunk's static graph */
  files: string[];
  gzipBytes: number;
  /** the part of it that is the route's own lazily loaded chunk(s) */
  lazyGzipBytes: number;
}

/**
 * The JS a route downloads before it renders. `lazyModule` is the route's source file when the router loads it
 * with a dynamic import (React.lazy); its chunk and the chunks it statically imports, not already loaded, count.
 */
export function jsBeforeRender(app: BuiltApp, lazyModule?: string): RouteJs {
  const files = new Set(app.initial);
  let lazyGzipBytes = 0;
  if (lazyModule) {
    const chunk = app.manifest[lazyModule];
    if (!chunk?.isDynamicEntry) throw new Error(`${lazyModule} is not a lazily loaded chunk of this build`);
    for (const file of staticClosure(app.manifest, lazyModule)) {
      if (files.has(file)) continue;
      files.add(file);
      lazyGzipBytes += app.gzipBytes.get(file) ?? 0;
    }
  }
  const list = [...files];
  const total = list.reduce((sum, file) => sum + (app.gzipBytes.get(file) ?? 0), 0);
  return { files: list, gzipBytes: total, lazyGzipBytes };
}

/** Whether the build has this module as a lazily loaded chunk (so a route table can follow the router's split). */
export function isLazyChunk(app: BuiltApp, module: string): boolean {
  return Boolean(app.manifest[module]?.isDynamicEntry);
}
