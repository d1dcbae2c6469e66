// `pnpm run build:server [--out DIR] [process...]`: every Node process of the platform as plain
// JavaScript with its production dependencies, laid out as in the repository, so the image runs
// `node src/server.js` without tsx or dev dependencies. `process` is a folder (gateway,
// services/calendar); none means all of them. The default output is dist/server.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string', default: path.join(root, 'dist/server') } },
});
const out = path.resolve(values.out);

const manifestOf = (folder) => JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8'));

/** The gateway and every service with a server, as folders relative to the root. */
function allProcesses() {
  const services = readdirSync(path.join(root, 'services'))
    .filter((name) => existsSync(path.join(root, 'services', name, 'src/server.ts')))
    .map((name) => `services/${name}`);
  return ['gateway', ...services];
}

/** What stays in the process folder besides code: sample data, demo account defaults. */
const NOT_ASSETS = new Set(['src', 'migrations', 'test', 'node_modules', 'dist', 'README.md', 'package.json']);

/**
 * Workspace packages (@prop/*) are TypeScript and go into the bundle; every other package stays an
 * import, resolved from the deployed node_modules: native ones (argon2) cannot be bundled and
 * others read their own files at run time (pdfkit's font metrics).
 */
const externalPackages = {
  name: 'external-packages',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) =>
      specifier.startsWith('@prop/') ? undefined : { path: specifier, external: true },
    );
  },
};

/**
 * A bundle has one import.meta.url, its own. Each source file's is pointed back at where that file
 * sits in the output tree (which mirrors the repository), so `new URL('../../sample/…', import.meta.url)`
 * in src/feed/ finds the same file it finds under tsx.
 */
const ownImportMetaUrl = (bundleDir) => ({
  name: 'own-import-meta-url',
  setup(context) {
    context.onLoad({ filter: /\.tsx?$/ }, async ({ path: file }) => {
      const source = await readFile(file, 'utf8');
      if (!source.includes('import.meta.url')) return;
      const relative = path.relative(bundleDir, file).split(path.sep).join('/');
      const url = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', url), loader: file.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
});

/** Bundles each file of `entries` (all in one source folder) into the same folder of the output. */
async function bundle(sourceDir, entries, outDir) {
  if (entries.length === 0) return;
  await build({
    entryPoints: entries.map((file) => path.join(sourceDir, file)),
    outdir: outDir,
    outbase: sourceDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    // Error classes are told apart by name in logs and problem answers.
    keepNames: true,
    logLevel: 'warning',
    plugins: [externalPackages, ownImportMetaUrl(sourceDir)],
  });
}

/** The scripts a process runs with tsx (server, migrate, seed, …) are its entry points. */
function entryPoints(dir) {
  const scripts = Object.values(manifestOf(path.join(root, dir)).scripts ?? {});
  const entries = scripts.flatMap((script) => [...script.matchAll(/\btsx src\/(\S+\.ts)\b/g)].map((match) => match[1]));
  return [...new Set(entries)];
}

/** The folders of a process and of the workspace packages it bundles: each one's imports land in the bundle. */
function bundledFolders(dir, seen = new Set()) {
  seen.add(path.join(root, dir));
  for (const name of Object.keys(manifestOf(path.join(root, dir)).dependencies ?? {})) {
    if (!name.startsWith('@prop/')) continue;
    const folder = path.relative(root, realpathSync(path.join(root, dir, 'node_modules', name)));
    if (!seen.has(path.join(root, folder))) bundledFolders(folder, seen);
  }
  return seen;
}

/**
 * Every package the bundle imports is found at the top of the flat node_modules, so each must be the
 * version its importer gets in development; hoisting may pick another when two versions are needed.
 */
function assertSameVersions(dir, modules) {
  for (const folder of bundledFolders(dir)) {
    for (const name of Object.keys(manifestOf(folder).dependencies ?? {})) {
      if (name.startsWith('@prop/')) continue;
      const wanted = manifestOf(realpathSync(path.join(folder, 'node_modules', name))).version;
      const deployed = manifestOf(path.join(modules, name)).version;
      if (deployed !== wanted) {
        throw new Error(
          `${dir}: ${path.relative(root, folder)} needs ${name}@${wanted}, the image would have ${deployed}`,
        );
      }
    }
  }
}

/** `pnpm deploy --prod` into a scratch folder; only its flat node_modules is kept. */
function deployDependencies(dir, target) {
  const { name } = manifestOf(path.join(root, dir));
  const scratch = path.join(out, '.deploy', dir);
  rmSync(scratch, { recursive: true, force: true });
  execFileSync(
    'pnpm',
    [
      // Injected workspace packages let deploy reuse the workspace lockfile instead of resolving anew.
      '--config.inject-workspace-packages=true',
      '--filter',
      name,
      'deploy',
      '--prod',
      '--offline',
      '--config.node-linker=hoisted',
      scratch,
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  // The workspace packages are in the bundle already; the imports in them resolve from the top level.
  const workspace = path.join(scratch, 'node_modules/@prop');
  assertSameVersions(dir, path.join(scratch, 'node_modules'));
  rmSync(workspace, { recursive: true, force: true });
  renameSync(path.join(scratch, 'node_modules'), path.join(target, 'node_modules'));
  rmSync(scratch, { recursive: true, force: true });
}

async function buildProcess(dir) {
  const source = path.join(root, dir);
  const target = path.join(out, dir);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  await bundle(path.join(source, 'src'), entryPoints(dir), path.join(target, 'src'));
  const migrations = path.join(source, 'migrations');
  if (existsSync(migrations)) {
    const files = readdirSync(migrations).filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'));
    await bundle(migrations, files, path.join(target, 'migrations'));
  }
  for (const entry of readdirSync(source)) {
    if (!NOT_ASSETS.has(entry) && !entry.startsWith('tsconfig'))
      cpSync(path.join(source, entry), path.join(target, entry), { recursive: true });
  }
  const { name } = manifestOf(source);
  writeFileSync(
    path.join(target, 'package.json'),
    `${JSON.stringify({ name, private: true, type: 'module' }, null, 2)}\n`,
  );
  deployDependencies(dir, target);
  console.log(`built ${dir}`);
}

const processes = positionals.length ? positionals.map((dir) => dir.replace(/\/+$/, '')) : allProcesses();
for (const dir of processes) {
  if (!allProcesses().includes(dir)) throw new Error(`${dir} is not a process folder (${allProcesses().join(', ')})`);
  await buildProcess(dir);
}
rmSync(path.join(out, '.deploy'), { recursive: true, force: true });
