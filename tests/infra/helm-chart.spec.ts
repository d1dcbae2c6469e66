import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { baseEnvSchema, DEFAULT_PORTS } from '../../packages/service-kit/src/config.ts';

const root = path.resolve(import.meta.dirname, '../..');
const chart = path.join(root, 'infra/helm/prop-platform');

type ChartService = { dir: string; port: number; env: Record<string, string>; secretEnv: string[] };
const values = parse(readFileSync(path.join(chart, 'values.yaml'), 'utf8')) as {
  common: Record<string, string>;
  commonSecretKeys: string[];
  services: Record<string, ChartService>;
};

/** Every process of the workspace: the gateway and each folder of services/ with a server. */
const processes = [
  { name: 'gateway', dir: 'gateway' },
  ...readdirSync(path.join(root, 'services'))
    .filter((name) => existsSync(path.join(root, 'services', name, 'src/server.ts')))
    .map((name) => ({ name, dir: `services/${name}` })),
];

const isEnvShape = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  Object.keys(value).length > 0 &&
  Object.entries(value).every(
    ([key, field]) =>
      /^[A-Z][A-Z0-9_]*$/.test(key) && typeof field === 'object' && field !== null && 'safeParse' in field,
  );

/** The variables a process's config schema reads: the shared ones and those its config module adds. */
async function knownVariables(dir: string): Promise<Set<string>> {
  const module: Record<string, unknown> = await import(path.join(root, dir, 'src/config.ts'));
  const own = Object.values(module)
    .filter(isEnvShape)
    .flatMap((shape) => Object.keys(shape));
  return new Set([...Object.keys(baseEnvSchema.shape), ...own]);
}

describe('the Helm chart', () => {
  it('runs every process of the workspace, from its folder, on its port', () => {
    expect(Object.keys(values.services).sort()).toEqual(processes.map((process) => process.name).sort());
    for (const { name, dir } of processes) {
      expect(values.services[name]?.dir, name).toBe(dir);
      expect(values.services[name]?.port, name).toBe(DEFAULT_PORTS[name as keyof typeof DEFAULT_PORTS]);
    }
  });

  it.each(processes.map((process) => [process.name, process.dir]))(
    'sets %s only variables its config schema knows',
    async (name, dir) => {
      const known = await knownVariables(dir);
      const service = values.services[name] as ChartService;
      const set = [
        ...Object.keys(values.common),
        ...values.commonSecretKeys,
        ...Object.keys(service.env ?? {}),
        ...service.secretEnv,
      ];
      expect(set.filter((variable) => !known.has(variable))).toEqual([]);
    },
  );

  it('gives each process a Deployment with liveness and readiness probes, a Service and an autoscaler', () => {
    const template = readFileSync(path.join(chart, 'templates/services.yaml'), 'utf8');
    expect(template).toMatch(/\{\{- range \$name, \$svc := \.Values\.services \}\}/);
    for (const kind of ['Deployment', 'Service', 'HorizontalPodAutoscaler'])
      expect(template).toContain(`kind: ${kind}`);
    expect(template).toMatch(/livenessProbe:\s+httpGet: \{ path: \/healthz/);
    expect(template).toMatch(/readinessProbe:\s+httpGet: \{ path: \/readyz/);
  });

  it('runs NATS with JetStream on file storage in a cluster', () => {
    const nats = readFileSync(path.join(chart, 'templates/nats.yaml'), 'utf8');
    expect(nats).toContain('kind: StatefulSet');
    expect(nats).toMatch(/jetstream \{ store_dir: \/data/);
    expect(nats).toContain('volumeClaimTemplates');
    expect(parse(readFileSync(path.join(chart, 'values.yaml'), 'utf8')).nats.replicas).toBeGreaterThanOrEqual(3);
  });
});
