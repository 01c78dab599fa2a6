import { copyFileSync, appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import * as apps from 'kubernetes-models/apps/v1';
import * as autoscaling from 'kubernetes-models/autoscaling/v2';
import * as networking from 'kubernetes-models/networking.k8s.io/v1';
import * as policy from 'kubernetes-models/policy/v1';
import * as core from 'kubernetes-models/v1';
import { parseAllDocuments } from 'yaml';
import { GATEWAY_METRICS_PORT, SERVICES } from '@tp/service-registry';
import { WEB_APP_NAMES } from '@tp/service-registry/web-apps';
import { kustomizeImages } from '../../../scripts/build-images.mjs';
import { unknownFields } from '../../../scripts/lib/k8s-known-fields.mjs';
import { kustomize } from '../../../scripts/lib/kubectl.mjs';
import { allowed, NAMESPACE_NAME, type NetworkPolicy, type PodAt } from './support/network-policies';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** The parts of a Kubernetes object these checks read; the schemas check the rest. */
type Container = {
  name: string;
  ports?: { name?: string; containerPort: number }[];
  startupProbe?: object;
  livenessProbe?: object;
  readinessProbe?: object;
  resources?: { requests?: { cpu?: string; memory?: string }; limits?: { memory?: string } };
  securityContext?: { runAsNonRoot?: boolean; readOnlyRootFilesystem?: boolean; allowPrivilegeEscalation?: boolean };
  env?: { name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string; optional?: boolean } } }[];
  volumeMounts?: { name: string; mountPath: string }[];
};
type PodSpec = { securityContext?: { runAsNonRoot?: boolean }; containers: Container[]; volumes?: { name: string; persistentVolumeClaim?: { claimName: string } }[] };
type K8sObject = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; annotations?: Record<string, string> };
  spec?: {
    replicas?: number;
    selector?: { matchLabels?: Record<string, string> };
    template?: { metadata: { labels: Record<string, string>; annotations?: Record<string, string> }; spec: PodSpec };
    ports?: { name?: string; port: number; targetPort?: number | string }[];
    rules?: { http: { paths: { backend: { service: { name: string; port: { name?: string; number?: number } } } }[] } }[];
    scaleTargetRef?: { name: string };
    metrics?: { type: string; resource?: { name: string }; pods?: { metric: { name: string } } }[];
    accessModes?: string[];
    storageClassName?: string;
  };
};
type Model = new (data: unknown) => { validate(): void };

/** The Kubernetes schemas (kubernetes-models, from the API's OpenAPI definitions) of the API groups the manifests use. */
const SCHEMAS: Record<string, Record<string, unknown>> = { v1: core, 'apps/v1': apps, 'autoscaling/v2': autoscaling, 'networking.k8s.io/v1': networking, 'policy/v1': policy };

/** Every object `kubectl apply -k` would send for the platform and for its datastores. */
let platform: K8sObject[];
let datastores: K8sObject[];

function render(dir: string): K8sObject[] {
  return parseAllDocuments(kustomize(path.join(repoRoot, dir)))
    .map((doc) => doc.toJS() as K8sObject | null)
    .filter((object): object is K8sObject => object !== null);
}

const workloads = (objects: K8sObject[]) => objects.filter((o) => o.kind === 'Deployment' || o.kind === 'StatefulSet');
const named = (objects: K8sObject[], kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata.name === name);
const containersOf = (workload: K8sObject) => workload.spec?.template?.spec.containers ?? [];

/** The settings the Secret made from secrets.example.env has: the documented file gives every key a pod needs. */
function exampleSecretKeys(): Set<string> {
  const text = readFileSync(path.join(repoRoot, 'deploy/k8s/secrets.example.env'), 'utf8');
  return new Set([...text.matchAll(/^([A-Z_]+)=/gm)].map((m) => m[1]!));
}

/** Containers that write outside their volumes, so keep a writable root filesystem: RabbitMQ's entrypoint and broker. */
const WRITABLE_ROOT = new Set(['rabbitmq']);

beforeAll(() => {
  platform = render('deploy/k8s');
  datastores = render('deploy/k8s/datastores');
});

describe('the Kubernetes manifests', () => {
  test('deploy/k8s and deploy/k8s/datastores render with kubectl kustomize, without any file git ignores', () => {
    expect(workloads(platform).length).toBeGreaterThan(SERVICES.length);
    expect(workloads(datastores).map((w) => w.metadata.name).sort()).toEqual(['postgres', 'rabbitmq', 'redis']);
    expect([...platform, ...datastores].filter((o) => o.kind === 'Secret'), 'Secrets are made with kubectl create secret, not rendered').toEqual([]);
  });

  test('every object is valid for the Kubernetes schema of its kind', () => {
    for (const object of [...platform, ...datastores]) {
      const model = SCHEMAS[object.apiVersion]?.[object.kind] as Model | undefined;
      expect(model, `${object.apiVersion} ${object.kind} has a schema`).toBeDefined();
      expect(() => new model!(object).validate(), `${object.kind} ${object.metadata.name}`).not.toThrow();
    }
  });

  test('no object has a field its kind lacks, which kubectl apply would refuse', () => {
    expect(unknownFields([...platform, ...datastores])).toEqual([]);
    const misspelt = structuredClone(named(platform, 'Deployment', 'gateway')!);
    const container: Record<string, unknown> = { ...containersOf(misspelt)[0], readinesProbe: {} };
    misspelt.spec!.template!.spec.containers = [container as Container];
    expect(unknownFields([misspelt])).toEqual([expect.stringMatching(/^Deployment gateway: .*'"readinesProbe"' does not exist in type 'IContainer'/)]);
    // Each check compiles the objects with TypeScript: seconds, more on a busy machine.
  }, 60_000);

  test('every container has startup, readiness and liveness probes, requests and a memory limit', () => {
    for (const workload of workloads([...platform, ...datastores])) {
      for (const container of containersOf(workload)) {
        const where = `${workload.kind} ${workload.metadata.name}, container ${container.name}`;
        expect(container.startupProbe, `${where}: startupProbe`).toBeDefined();
        expect(container.readinessProbe, `${where}: readinessProbe`).toBeDefined();
        expect(container.livenessProbe, `${where}: livenessProbe`).toBeDefined();
        expect(container.resources?.requests?.cpu, `${where}: a CPU request`).toBeDefined();
        expect(container.resources?.requests?.memory, `${where}: a memory request`).toBeDefined();
        expect(container.resources?.limits?.memory, `${where}: a memory limit`).toBeDefined();
      }
    }
  });

  test('every pod runs as a user other than root, cannot gain privileges, and writes only to its volumes', () => {
    for (const workload of workloads([...platform, ...datastores])) {
      const pod = workload.spec!.template!.spec;
      for (const container of pod.containers) {
        const where = `${workload.kind} ${workload.metadata.name}, container ${container.name}`;
        expect(container.securityContext?.runAsNonRoot ?? pod.securityContext?.runAsNonRoot, `${where}: runAsNonRoot`).toBe(true);
        expect(container.securityContext?.allowPrivilegeEscalation, `${where}: allowPrivilegeEscalation`).toBe(false);
        expect(container.securityContext?.readOnlyRootFilesystem, `${where}: readOnlyRootFilesystem`).toBe(!WRITABLE_ROOT.has(workload.metadata.name));
      }
    }
  });

  test('every Deployment of more than one pod has a PodDisruptionBudget that selects its pods', () => {
    const budgets = platform.filter((o) => o.kind === 'PodDisruptionBudget');
    const autoscaled = new Set(platform.filter((o) => o.kind === 'HorizontalPodAutoscaler').map((o) => o.spec!.scaleTargetRef!.name));
    for (const deployment of platform.filter((o) => o.kind === 'Deployment')) {
      if ((deployment.spec!.replicas ?? 1) < 2 && !autoscaled.has(deployment.metadata.name)) continue;
      const labels = deployment.spec!.template!.metadata.labels;
      const budget = budgets.find((b) => Object.entries(b.spec!.selector!.matchLabels!).every(([key, value]) => labels[key] === value));
      expect(budget, `a PodDisruptionBudget for ${deployment.metadata.name}`).toBeDefined();
    }
  });

  test('the Ingress routes to the gateway\'s public port only, and no Service exposes a metrics port', () => {
    const ingresses = platform.filter((o) => o.kind === 'Ingress');
    expect(ingresses.length).toBe(1);
    const gatewayService = named(platform, 'Service', 'gateway')!;
    const gatewayPorts = containersOf(named(platform, 'Deployment', 'gateway')!)[0]!.ports!;
    const backends = ingresses.flatMap((i) => i.spec!.rules!.flatMap((rule) => rule.http.paths.map((p) => p.backend.service)));
    expect(backends.length).toBeGreaterThan(0);
    for (const backend of backends) {
      expect(backend.name).toBe('gateway');
      const servicePort = gatewayService.spec!.ports!.find((p) => p.name === backend.port.name || p.port === backend.port.number);
      const target = gatewayPorts.find((p) => p.name === servicePort?.targetPort || p.containerPort === servicePort?.targetPort);
      expect(target, 'the gateway container port the Ingress reaches').toEqual({ name: 'http', containerPort: 8080 });
    }
    const metricsPorts = new Set([GATEWAY_METRICS_PORT, ...SERVICES.map((s) => s.metricsPort)]);
    for (const service of platform.filter((o) => o.kind === 'Service')) {
      for (const port of service.spec!.ports!) {
        expect(port.targetPort === 'metrics' || metricsPorts.has(port.port) || metricsPorts.has(Number(port.targetPort)), `Service ${service.metadata.name} exposes a metrics port`).toBe(false);
      }
    }
  });

  test('the gateway and every service name their metrics port `metrics`, at the registry\'s port, for Prometheus to scrape', () => {
    for (const { name, metricsPort } of [{ name: 'gateway', metricsPort: GATEWAY_METRICS_PORT }, ...SERVICES]) {
      const deployment = named(platform, 'Deployment', name)!;
      expect(containersOf(deployment)[0]!.ports).toContainEqual({ name: 'metrics', containerPort: metricsPort });
      expect(deployment.spec!.template!.metadata.annotations).toMatchObject({ 'prometheus.io/scrape': 'true', 'prometheus.io/port': String(metricsPort) });
    }
  });

  test('every secret a pod needs is a key of secrets.example.env, the file the documented command reads', () => {
    const keys = exampleSecretKeys();
    for (const workload of workloads([...platform, ...datastores])) {
      for (const { env = [] } of containersOf(workload)) {
        for (const ref of env.map((e) => e.valueFrom?.secretKeyRef).filter((r) => r && !r.optional)) {
          expect(ref!.name, `${workload.metadata.name} reads the Secret tp-secrets`).toBe('tp-secrets');
          expect(keys.has(ref!.key), `${workload.metadata.name} needs ${ref!.key}: add it to deploy/k8s/secrets.example.env`).toBe(true);
        }
      }
    }
  });

  test('no pod is told Redis\' address in its manifest: it comes from the Secret', () => {
    for (const workload of workloads(platform)) {
      for (const { env = [] } of containersOf(workload)) expect(env.find((e) => e.name === 'REDIS_URL')?.value, workload.metadata.name).toBeUndefined();
    }
  });

  test('every catalog replica mounts its uploads folder from one ReadWriteMany volume', () => {
    const catalog = named(platform, 'Deployment', 'catalog')!;
    const container = containersOf(catalog)[0]!;
    const uploadDir = container.env!.find((e) => e.name === 'UPLOAD_DIR')!.value;
    const mount = container.volumeMounts!.find((m) => m.mountPath === uploadDir)!;
    const claim = catalog.spec!.template!.spec.volumes!.find((v) => v.name === mount.name)!.persistentVolumeClaim!.claimName;
    expect(named(platform, 'PersistentVolumeClaim', claim)!.spec!.accessModes).toEqual(['ReadWriteMany']);
  });

  test('exercise scales on CPU and on the answers saved per second, the metric the adapter example serves', () => {
    const autoscaler = platform.find((o) => o.kind === 'HorizontalPodAutoscaler' && o.spec!.scaleTargetRef!.name === 'exercise')!;
    expect(autoscaler.spec!.metrics!.map((m) => m.resource?.name ?? m.pods?.metric.name)).toEqual(['cpu', 'tp_exam_answer_saves_per_second']);
    const adapterRules = readFileSync(path.join(repoRoot, 'deploy/k8s/examples/prometheus-adapter-rules.yaml'), 'utf8');
    expect(adapterRules).toContain('tp_exam_answer_saves_per_second');
    expect(adapterRules).toContain('tp_exam_answer_saves_total');
  });
});

describe('a site over the manifests (deploy/k8s/examples/site-kustomization.yaml)', () => {
  test('runs the images npm run images pushed, at the site\'s address, its uploads on the class it names', () => {
    // Beside deploy/k8s, as deploy/site is, so the template's `../k8s` holds.
    const site = mkdtempSync(path.join(repoRoot, 'deploy', 'site-test-'));
    try {
      copyFileSync(path.join(repoRoot, 'deploy/k8s/examples/site-kustomization.yaml'), path.join(site, 'kustomization.yaml'));
      appendFileSync(path.join(site, 'kustomization.yaml'), kustomizeImages({ tag: 'abc1234', registry: 'registry.example.com/school' }));
      const objects = parseAllDocuments(kustomize(site)).map((doc) => doc.toJS() as K8sObject);
      const images = workloads(objects).flatMap((w) => containersOf(w).map((c) => (c as Container & { image: string }).image));
      expect(images.length).toBe(workloads(platform).length);
      for (const image of images) expect(image).toMatch(/^registry\.example\.com\/school\/tutoring\/[a-z-]+:abc1234$/);
      expect(JSON.stringify(named(objects, 'Ingress', 'gateway'))).toContain('"host":"tutor.my-school.example"');
      expect(named(objects, 'PersistentVolumeClaim', 'catalog-uploads')!.spec!.storageClassName).toBe('nfs-client');
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
});

describe('who may reach whom under the NetworkPolicies', () => {
  const at = (labels: Record<string, string>, namespace = 'tutoring'): PodAt => ({ labels, namespace: { [NAMESPACE_NAME]: namespace } });
  const app = (name: string) => at({ app: name });
  const reaches = (from: PodAt, to: PodAt, port: number) => allowed([...platform, ...datastores] as NetworkPolicy[], from, to, port);
  const ingressController = at({ 'app.kubernetes.io/name': 'ingress-nginx' }, 'ingress-nginx');
  const prometheus = at({ 'app.kubernetes.io/name': 'prometheus' }, 'monitoring');
  const datastorePorts = [{ name: 'postgres', port: 5432 }, { name: 'redis', port: 6379 }, { name: 'rabbitmq', port: 5672 }];

  test('the Ingress controller reaches the gateway\'s public port, and nothing else', () => {
    expect(reaches(ingressController, app('gateway'), 8080)).toBe(true);
    expect(reaches(ingressController, app('gateway'), GATEWAY_METRICS_PORT)).toBe(false);
    for (const { name, port, metricsPort } of SERVICES) {
      expect(reaches(ingressController, app(name), port), name).toBe(false);
      expect(reaches(ingressController, app(name), metricsPort), `${name}'s metrics`).toBe(false);
    }
    for (const name of WEB_APP_NAMES) expect(reaches(ingressController, app(name), 8080), name).toBe(false);
    for (const { name, port } of datastorePorts) expect(reaches(ingressController, app(name), port), name).toBe(false);
  });

  test('the gateway reaches every service and web app, a service every other service, and another pod none of them', () => {
    for (const { name, port } of SERVICES) {
      expect(reaches(app('gateway'), app(name), port), `gateway to ${name}`).toBe(true);
      for (const caller of SERVICES) expect(reaches(app(caller.name), app(name), port), `${caller.name} to ${name}`).toBe(true);
      expect(reaches(app('intruder'), app(name), port), `another pod to ${name}`).toBe(false);
    }
    for (const name of WEB_APP_NAMES) {
      expect(reaches(app('gateway'), app(name), 8080), `gateway to ${name}`).toBe(true);
      expect(reaches(app('intruder'), app(name), 8080), `another pod to ${name}`).toBe(false);
    }
  });

  test('Prometheus, from the namespace monitoring, reaches every metrics port and no other', () => {
    expect(reaches(prometheus, app('gateway'), GATEWAY_METRICS_PORT)).toBe(true);
    for (const { name, port, metricsPort } of SERVICES) {
      expect(reaches(prometheus, app(name), metricsPort), `${name}'s metrics`).toBe(true);
      expect(reaches(prometheus, app(name), port), name).toBe(false);
      expect(reaches(app('intruder'), app(name), metricsPort), `another pod to ${name}'s metrics`).toBe(false);
    }
  });

  test('PostgreSQL, Redis and RabbitMQ accept the gateway and the services only', () => {
    for (const { name, port } of datastorePorts) {
      expect(reaches(app('gateway'), app(name), port), `gateway to ${name}`).toBe(true);
      for (const service of SERVICES) expect(reaches(app(service.name), app(name), port), `${service.name} to ${name}`).toBe(true);
      expect(reaches(app('intruder'), app(name), port), `another pod to ${name}`).toBe(false);
      expect(reaches(app('shell'), app(name), port), `a web app to ${name}`).toBe(false);
    }
  });
});
