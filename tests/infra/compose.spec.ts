import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DEFAULT_PORTS } from '../../packages/service-kit/src/config.ts';

const root = path.resolve(import.meta.dirname, '../..');

type Service = {
  image?: string;
  build?: { dockerfile: string };
  restart?: string;
  healthcheck?: { test: string[] };
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  command?: string[];
  volumes?: string[];
};
// `merge` resolves the `<<: *service` keys the way Docker Compose does.
const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
};
const dockerfile = readFileSync(path.join(root, 'infra/Dockerfile'), 'utf8');

/** Every process of the workspace: the gateway and each folder of services/ with a server. */
const processes = [
  { name: 'gateway', dir: 'gateway' },
  ...readdirSync(path.join(root, 'services'))
    .filter((name) => existsSync(path.join(root, 'services', name, 'src/server.ts')))
    .map((name) => ({ name, dir: `services/${name}` })),
];
const stores = ['postgres', 'redis', 'nats'];
const all = Object.entries(compose.services);
const built = all.filter(([, service]) => service.build);

describe('docker-compose.yml', () => {
  it('runs every process of the workspace from the image, from its folder, on its port', () => {
    expect(built.map(([name]) => name).sort()).toEqual(processes.map((process) => process.name).sort());
    for (const { name, dir } of processes) {
      const service = compose.services[name] as Service;
      expect(service.build?.dockerfile, name).toBe('infra/Dockerfile');
      expect(service.environment?.SERVICE_DIR, name).toBe(dir);
      expect(Number(service.environment?.PORT), name).toBe(DEFAULT_PORTS[name as keyof typeof DEFAULT_PORTS]);
    }
  });

  it.each(all.map(([name]) => [name]))('gives %s a health check and a restart policy', (name) => {
    const service = compose.services[name] as Service;
    expect(service.healthcheck?.test?.[0], name).toMatch(/^CMD(-SHELL)?$/);
    expect(service.restart, name).toBe('unless-stopped');
  });

  it('starts a container only once what it depends on is healthy', () => {
    for (const [name, service] of all) {
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect(condition, `${name} → ${dependency}`).toBe('service_healthy');
        expect(compose.services[dependency], `${name} → ${dependency}`).toBeDefined();
      }
    }
    for (const [name, service] of built) {
      expect(Object.keys(service.depends_on ?? {}), name).toEqual(expect.arrayContaining(stores));
    }
    const upstreams = processes.map((process) => process.name).filter((name) => name !== 'gateway');
    expect(Object.keys(compose.services.gateway?.depends_on ?? {})).toEqual(expect.arrayContaining(upstreams));
  });

  it("checks a process's readiness on its own port and NATS's JetStream, not just its socket", () => {
    for (const [name, service] of built) {
      expect(service.healthcheck?.test.join(' '), name).toMatch(/process\.env\.PORT \+ '\/readyz'/);
    }
    const nats = compose.services.nats as Service;
    expect(nats.command).toEqual(expect.arrayContaining(['-js', '-m', '8222']));
    expect(nats.healthcheck?.test.join(' ')).toContain('127.0.0.1:8222/healthz?js-enabled-only=true');
  });

  it('runs compiled JavaScript, never tsx', () => {
    for (const [name, service] of built) {
      const command = (service.command ?? []).join(' ');
      expect(command, name).not.toMatch(/tsx|\.ts\b/);
      const dir = service.environment?.SERVICE_DIR as string;
      const scripts = Object.values(JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')).scripts);
      // Each file a command runs is one the build bundles: an entry point the package runs with tsx.
      for (const [, file] of command.matchAll(/node (src\/\S+)\.js/g)) {
        expect(scripts, `${name}: ${file}`).toContain(`tsx ${file}.ts`);
      }
    }
    expect(dockerfile).not.toMatch(/tsx/);
  });

  it('mounts the KYC volume where the image gives the non-root user its data folder', () => {
    const identity = compose.services.identity as Service;
    const kyc = identity.volumes?.map((volume) => volume.split(':')[1]).find((target) => target?.endsWith('/kyc'));
    expect(kyc).toBe('/app/.data/kyc');
    expect(dockerfile).toMatch(new RegExp(`mkdir -p ${kyc}.*chown -R node:node /app/.data`));
    const stages = dockerfile.split(/^FROM /m);
    expect(stages.at(-1)).toMatch(/^USER node$/m);
  });
});

describe('infra/Dockerfile', () => {
  it('builds in one stage and runs on a Node LTS line in another, under an init process', () => {
    const image = dockerfile.match(/^ARG NODE_IMAGE=node:(\d+)-/m)?.[1];
    // Even majors up to 26 are the LTS lines; from 27 on every major is.
    expect(Number(image) >= 22 && (Number(image) % 2 === 0 || Number(image) >= 27)).toBe(true);
    expect(dockerfile.match(/^FROM /gm)).toHaveLength(2);
    expect(dockerfile).toMatch(/^ENTRYPOINT \["\/usr\/bin\/tini", "--"\]$/m);
    expect(dockerfile).toMatch(/pnpm run build:server/);
  });

  it('leaves secrets, local data and host-installed packages out of the build context', () => {
    const ignored = readFileSync(path.join(root, '.dockerignore'), 'utf8').split('\n');
    for (const entry of ['.git', '**/node_modules', '.env', '.env.*', '.data', 'test-artifacts', '**/dist']) {
      expect(ignored, entry).toContain(entry);
    }
  });
});
