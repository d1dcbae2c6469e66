import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { baseEnvSchema, DEFAULT_PORTS } from '../../packages/service-kit/src/config.ts';
import { nodeFlagsOf, SERVICES } from '../../scripts/lib/platform.mjs';
import { helm, type KubeObject, renderChart, validateObject } from './helm.ts';

const root = path.resolve(import.meta.dirname, '../..');
const chart = path.join(root, 'infra/helm/prop-platform');

const values = parse(readFileSync(path.join(chart, 'values.yaml'), 'utf8')) as {
  commonSecretKeys: string[];
  optionalSecretKeys: string[];
  services: Record<string, { secretEnv: string[] }>;
  ingress: { host: string; tlsSecretName: string };
  nats: { replicas: number };
  common: Record<string, string>;
};

/** Every process of the workspace: the gateway and each folder of services/ with a server. */
const processes = [
  { name: 'gateway', dir: 'gateway' },
  ...readdirSync(path.join(root, 'services'))
    .filter((name) => existsSync(path.join(root, 'services', name, 'src/server.ts')))
    .map((name) => ({ name, dir: `services/${name}` })),
];
const upstreams = processes.filter((process) => process.name !== 'gateway');

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

type EnvVar = { name: string; value?: string; valueFrom?: { secretKeyRef?: { key: string; optional?: boolean } } };

let objects: KubeObject[];
const find = (kind: string, name: string): KubeObject => {
  const object = objects.find((candidate) => candidate.kind === kind && candidate.metadata.name === name);
  if (!object) throw new Error(`no ${kind} ${name} rendered`);
  return object;
};
const container = (workload: KubeObject) => workload.spec.template.spec.containers[0];
const env = (workload: KubeObject): EnvVar[] => container(workload).env;
const workloads = () => objects.filter((object) => object.kind === 'Deployment' || object.kind === 'StatefulSet');
/** Pods the chart runs besides its workloads: the migrate Job's and `helm test`'s. */
const hookPods = () => [find('Job', 'prop-migrate').spec.template.spec, find('Pod', 'prop-smoke-test').spec];
const hooksOf = (object: KubeObject) => (object.metadata.annotations?.['helm.sh/hook'] ?? '').split(',');

beforeAll(() => {
  objects = renderChart(chart);
});

describe('the Helm chart', () => {
  it('passes helm lint --strict', () => {
    expect(helm(['lint', '--strict', chart])).toContain('0 chart(s) failed');
  });

  it('renders only objects valid against the Kubernetes schemas', () => {
    expect(objects.length).toBeGreaterThan(0);
    for (const object of objects)
      expect(() => validateObject(object), `${object.kind} ${object.metadata.name}`).not.toThrow();
  });

  it('runs every process of the workspace, from its folder, on its port', () => {
    const deployments = objects.filter((object) => object.kind === 'Deployment');
    expect(deployments.map((deployment) => deployment.metadata.name).sort()).toEqual(
      processes.map((process) => `prop-${process.name}`).sort(),
    );
    for (const { name, dir } of processes) {
      const deployment = find('Deployment', `prop-${name}`);
      const port = DEFAULT_PORTS[name as keyof typeof DEFAULT_PORTS];
      expect(env(deployment), name).toContainEqual({ name: 'SERVICE_DIR', value: dir });
      expect(env(deployment), name).toContainEqual({ name: 'PORT', value: String(port) });
      expect(container(deployment).ports, name).toEqual([{ name: 'http', containerPort: port }]);
    }
  });

  it.each(processes.map((process) => [process.name, process.dir]))(
    'sets %s only variables its config schema knows',
    async (name, dir) => {
      const known = await knownVariables(dir);
      const common = Object.keys(find('ConfigMap', 'prop-common').data ?? {});
      const set = [...common, ...env(find('Deployment', `prop-${name}`)).map((variable) => variable.name)];
      // The image's and Node's own, not the service's.
      const unread = new Set(['SERVICE_DIR', 'NODE_OPTIONS']);
      expect(set.filter((variable) => !unread.has(variable) && !known.has(variable))).toEqual([]);
    },
  );

  it('starts each process with the Node flags `npm start` gives it, beside the image source maps', () => {
    for (const service of SERVICES) {
      const flags = nodeFlagsOf(service);
      const options = env(find('Deployment', `prop-${service.name}`)).find(
        (variable) => variable.name === 'NODE_OPTIONS',
      );
      expect(options?.value, service.name).toBe(
        flags.length > 0 ? ['--enable-source-maps', ...flags].join(' ') : undefined,
      );
    }
    expect(SERVICES.some((service) => nodeFlagsOf(service).length > 0)).toBe(true);
  });

  it('gives each process a Service, an autoscaler and a disruption budget selecting its pods', () => {
    for (const { name } of processes) {
      const labels = find('Deployment', `prop-${name}`).spec.template.metadata.labels;
      const selects = (selector: Record<string, string>) =>
        Object.entries(selector).every(([key, value]) => labels[key] === value);
      expect(selects(find('Service', `prop-${name}`).spec.selector), name).toBe(true);
      expect(find('HorizontalPodAutoscaler', `prop-${name}`).spec.scaleTargetRef.name).toBe(`prop-${name}`);
      expect(selects(find('PodDisruptionBudget', `prop-${name}`).spec.selector.matchLabels), name).toBe(true);
    }
    expect(find('PodDisruptionBudget', 'prop-nats').spec.maxUnavailable).toBe(1);
  });

  it('probes every container for startup, liveness and readiness', () => {
    for (const workload of workloads()) {
      const { startupProbe, livenessProbe, readinessProbe } = container(workload);
      expect([startupProbe, livenessProbe, readinessProbe], workload.metadata.name).not.toContain(undefined);
    }
    for (const { name } of processes) {
      const deployment = find('Deployment', `prop-${name}`);
      expect(container(deployment).livenessProbe.httpGet.path).toBe('/healthz');
      expect(container(deployment).readinessProbe.httpGet.path).toBe('/readyz');
    }
    // A NATS server is started once current with its cluster, and kept alive while merely behind.
    const nats = container(find('StatefulSet', 'prop-nats'));
    expect(nats.startupProbe.httpGet.path).toBe('/healthz');
    expect(nats.livenessProbe.httpGet.path).toBe('/healthz?js-enabled-only=true');
    expect(nats.readinessProbe.httpGet.path).toBe('/healthz?js-enabled-only=true');
    // Started one at a time, the first would wait forever for a quorum to elect a meta leader.
    expect(find('StatefulSet', 'prop-nats').spec.podManagementPolicy).toBe('Parallel');
  });

  it('migrates every schema in a Job before an install or upgrade, and pods never migrate', () => {
    const job = find('Job', 'prop-migrate');
    expect(hooksOf(job).sort()).toEqual(['pre-install', 'pre-upgrade']);
    const steps = job.spec.template.spec.initContainers as { name: string; env: EnvVar[] }[];
    expect(steps.map((step) => step.name).sort()).toEqual(upstreams.map((process) => process.name).sort());
    for (const step of steps) {
      const dir = upstreams.find((process) => process.name === step.name)?.dir;
      expect(step.env, step.name).toContainEqual({ name: 'SCRIPT', value: 'migrate' });
      expect(step.env, step.name).toContainEqual({ name: 'SERVICE_DIR', value: dir });
      // It runs before the release's ConfigMap exists: everything comes inline.
      expect(step).not.toHaveProperty('envFrom');
      for (const key of Object.keys(values.common)) expect(step.env.map((variable) => variable.name)).toContain(key);
    }
    expect(find('ConfigMap', 'prop-common').data?.MIGRATE_AT_BOOT).toBe('false');
    expect(baseEnvSchema.shape.MIGRATE_AT_BOOT.parse('false')).toBe(false);
  });

  it('keeps every stream on each NATS server of the cluster', () => {
    expect(find('ConfigMap', 'prop-common').data?.NATS_STREAM_REPLICAS).toBe(String(values.nats.replicas));
    const five = renderChart(chart, ['nats.replicas=5']);
    const common = five.find((object) => object.kind === 'ConfigMap' && object.metadata.name === 'prop-common');
    expect(common?.data?.NATS_STREAM_REPLICAS).toBe('5');
  });

  it('has a helm test that checks every process is ready and both apps are served', () => {
    const pod = find('Pod', 'prop-smoke-test');
    expect(hooksOf(pod)).toEqual(['test']);
    const urls = (container({ spec: { template: { spec: pod.spec } } } as KubeObject).env as EnvVar[])
      .find((variable) => variable.name === 'URLS')
      ?.value?.split(' ');
    for (const { name } of processes) {
      const port = DEFAULT_PORTS[name as keyof typeof DEFAULT_PORTS];
      expect(urls, name).toContain(`http://prop-${name}:${port}/readyz`);
    }
    expect(urls).toEqual(expect.arrayContaining(['http://prop-gateway:8080/', 'http://prop-gateway:8080/admin/']));
  });

  it('runs every pod under the restricted Pod Security profile, as the release service account', () => {
    expect(find('ServiceAccount', 'prop-platform').automountServiceAccountToken).toBe(false);
    for (const workload of workloads()) {
      const pod = workload.spec.template.spec;
      expect(pod.serviceAccountName, workload.metadata.name).toBe('prop-platform');
      expect(pod.securityContext, workload.metadata.name).toMatchObject({
        runAsNonRoot: true,
        seccompProfile: { type: 'RuntimeDefault' },
      });
      for (const { securityContext } of pod.containers) {
        expect(securityContext, workload.metadata.name).toEqual({
          allowPrivilegeEscalation: false,
          readOnlyRootFilesystem: true,
          capabilities: { drop: ['ALL'] },
        });
      }
    }
    for (const pod of hookPods()) {
      expect(pod.automountServiceAccountToken).toBe(false);
      expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, seccompProfile: { type: 'RuntimeDefault' } });
      for (const { securityContext } of [...(pod.initContainers ?? []), ...pod.containers]) {
        expect(securityContext).toEqual({
          allowPrivilegeEscalation: false,
          readOnlyRootFilesystem: true,
          capabilities: { drop: ['ALL'] },
        });
      }
    }
  });

  it('reads optional integrations with optional secret references, every other key as required', () => {
    const optional = new Set(values.optionalSecretKeys);
    const secretKeys = new Set([
      ...values.commonSecretKeys,
      ...Object.values(values.services).flatMap((service) => service.secretEnv),
    ]);
    expect([...optional].filter((key) => !secretKeys.has(key))).toEqual([]);
    for (const { name } of processes) {
      for (const variable of env(find('Deployment', `prop-${name}`))) {
        const ref = variable.valueFrom?.secretKeyRef;
        if (ref) expect(ref.optional ?? false, `${name} ${ref.key}`).toBe(optional.has(ref.key));
      }
    }
  });

  it('rolls every process: risk is partitioned, accounts and reporting lead through leases, none is a singleton', () => {
    for (const { name } of processes) {
      const strategy = find('Deployment', `prop-${name}`).spec.strategy;
      expect(strategy, name).toBeUndefined();
    }
  });

  it('names each replica by its pod, so a container restarted after a crash takes over its leases at once', () => {
    for (const { name } of processes) {
      const env = find('Deployment', `prop-${name}`).spec.template.spec.containers[0].env;
      const replicaName = env.find((variable: { name: string }) => variable.name === 'REPLICA_NAME');
      expect(replicaName?.valueFrom, name).toEqual({ fieldRef: { fieldPath: 'metadata.name' } });
    }
  });

  it('restarts pods when their configuration changes', () => {
    const checksum = (rendered: KubeObject[], kind: string, name: string) =>
      rendered.find((object) => object.kind === kind && object.metadata.name === name)?.spec.template.metadata
        .annotations['checksum/config'];
    const changed = renderChart(chart, ['common.LOG_LEVEL=debug', 'nats.storage=20Gi']);
    for (const { name } of processes) {
      expect(checksum(objects, 'Deployment', `prop-${name}`)).toMatch(/^[0-9a-f]{64}$/);
      expect(checksum(changed, 'Deployment', `prop-${name}`)).not.toBe(checksum(objects, 'Deployment', `prop-${name}`));
    }
    expect(checksum(changed, 'StatefulSet', 'prop-nats')).not.toBe(checksum(objects, 'StatefulSet', 'prop-nats'));
  });

  it('lets only the gateway (and helm test) reach the services, and only the platform reach NATS', () => {
    const fromGateway = { podSelector: { matchLabels: { 'app.kubernetes.io/name': 'prop-gateway' } } };
    const fromSmokeTest = { podSelector: { matchLabels: { 'app.kubernetes.io/name': 'prop-smoke-test' } } };
    for (const { name } of upstreams) {
      const policy = find('NetworkPolicy', `prop-${name}`);
      expect(policy.spec.podSelector.matchLabels).toEqual({ 'app.kubernetes.io/name': `prop-${name}` });
      expect(policy.spec.policyTypes).toEqual(['Ingress']);
      const peers = policy.spec.ingress.flatMap((rule: { from: unknown[] }) => rule.from);
      expect(peers, name).toContainEqual(fromGateway);
      // Besides the gateway and helm test, only the scrape peers of values.yaml (other namespaces) get in.
      for (const peer of peers)
        if (!('namespaceSelector' in peer)) expect([fromGateway, fromSmokeTest]).toContainEqual(peer);
    }
    const nats = find('NetworkPolicy', 'prop-nats');
    const clients = nats.spec.ingress.find((rule: { ports: { port: string }[] }) => rule.ports[0]?.port === 'client');
    expect(
      clients.from.map((peer: typeof fromGateway) => peer.podSelector.matchLabels['app.kubernetes.io/name']).sort(),
    ).toEqual(processes.map((process) => `prop-${process.name}`).sort());
  });

  it('routes the public host to the gateway over TLS', () => {
    const ingress = find('Ingress', 'prop-gateway');
    expect(ingress.spec.tls).toEqual([{ hosts: [values.ingress.host], secretName: values.ingress.tlsSecretName }]);
    expect(ingress.spec.rules[0].host).toBe(values.ingress.host);
    expect(ingress.spec.rules[0].http.paths[0].backend.service).toEqual({
      name: 'prop-gateway',
      port: { name: 'http' },
    });
    expect(renderChart(chart, ['ingress.enabled=false']).some((object) => object.kind === 'Ingress')).toBe(false);
  });

  it('runs NATS with JetStream on file storage in a cluster', () => {
    const nats = find('StatefulSet', 'prop-nats');
    expect(nats.spec.replicas).toBeGreaterThanOrEqual(3);
    expect(nats.spec.replicas).toBe(values.nats.replicas);
    expect(nats.spec.volumeClaimTemplates[0].metadata.name).toBe('data');
    const config = find('ConfigMap', 'prop-nats-config').data?.['nats.conf'] ?? '';
    expect(config).toMatch(/jetstream \{ store_dir: \/data/);
    for (let i = 0; i < values.nats.replicas; i++)
      expect(config).toContain(`nats://prop-nats-${i}.prop-nats-headless:6222`);
  });
});
