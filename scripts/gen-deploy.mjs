// node scripts/gen-deploy.mjs: writes the deploy files that follow the service registry (packages/service-registry),
// so adding a service touches its folder, the registry and the route table only, and adding a web app its folder and
// its entry in web-apps.mjs:
// - deploy/k8s/service-urls.env: every service's URL, read by docker compose (env_file) and turned into the ConfigMap
//   tp-service-urls by kustomization.yaml, so a service's address is written down once;
// - deploy/k8s/services.generated.yaml: the services' own manifests (services/<name>/deploy/k8s.yaml), one file;
// - deploy/k8s/network-policies.yaml: who may reach the services, on which ports, and the web apps; and
//   deploy/k8s/datastores/network-policies.yaml, who may reach PostgreSQL, Redis and RabbitMQ;
// - the `include:` list of docker-compose.yml (between its markers): the services' services/<name>/deploy/compose.yaml;
// - deploy/k8s/web.yaml and docker-compose.yml's web apps (between their markers): one deployment per web app;
// - WEB_ORIGINS in deploy/k8s/gateway.yaml and docker-compose.yml: where the gateway finds each web app;
// - every probe of the services (in services.generated.yaml) and of deploy/k8s/gateway.yaml, from probeLines below;
// - what every pod of theirs has (metrics port and annotations, security, a PodDisruptionBudget), from
//   scripts/lib/k8s-pods.mjs.
// The registry's test fails while a committed file differs from what this writes.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { defaultUrl, GATEWAY_METRICS_PORT, jwksUrl, SERVICES } from '../packages/service-registry/services.mjs';
import { builtEntryFile, WEB_APP_NAMES, WEB_APPS } from '../packages/service-registry/web-apps.mjs';
import { CONTAINER_SECURITY_CONTEXT, disruptionBudget, podSecurityContext, withPodDefaults } from './lib/k8s-pods.mjs';
import { repoRoot } from './lib/stack.mjs';

export const SERVICE_URLS_FILE = path.join(repoRoot, 'deploy', 'k8s', 'service-urls.env');
export const SERVICES_MANIFEST_FILE = path.join(repoRoot, 'deploy', 'k8s', 'services.generated.yaml');
export const NETWORK_POLICIES_FILE = path.join(repoRoot, 'deploy', 'k8s', 'network-policies.yaml');
export const COMPOSE_FILE = path.join(repoRoot, 'docker-compose.yml');
export const GATEWAY_MANIFEST_FILE = path.join(repoRoot, 'deploy', 'k8s', 'gateway.yaml');
export const WEB_MANIFEST_FILE = path.join(repoRoot, 'deploy', 'k8s', 'web.yaml');
export const DATASTORE_POLICIES_FILE = path.join(repoRoot, 'deploy', 'k8s', 'datastores', 'network-policies.yaml');

const COMPOSE_BEGIN = '# BEGIN services (generated)\n';
const COMPOSE_END = '# END services (generated)\n';
const COMPOSE_WEB_BEGIN = '  # BEGIN web apps (generated)\n';
const COMPOSE_WEB_END = '  # END web apps (generated)\n';

/**
 * A service's own deploy file, `services/<name>/deploy/<file>`, from the repository root.
 * @param {string} name
 * @param {'k8s.yaml' | 'compose.yaml'} file
 */
export function serviceDeployFile(name, file) {
  return `services/${name}/deploy/${file}`;
}

/** Each service at its container host name (the service's name) and registered port, and identity's keys. */
export function serviceUrlsEnv() {
  const lines = SERVICES.map((s) => `${s.urlEnv}=${defaultUrl(s.name, s.name)}`);
  lines.push(`JWKS_URL=${jwksUrl(defaultUrl('identity', 'identity'))}`);
  return `# Written by node scripts/gen-deploy.mjs from packages/service-registry: edit the registry, not this file.\n${lines.join('\n')}\n`;
}

/**
 * The probes of every container that answers /health and /ready (the services' and the gateway's), decided here once:
 * - startup: up to 3 minutes to open its port (migrations, a broker that is away) before liveness counts;
 * - liveness: /health every 5 s, 3 s to answer, 3 failures in a row restart the pod. /health also answers 503 for 5 s
 *   after the event loop was held up longer than EVENT_LOOP_LAG_LIMIT_MS (3 s; service-kit runtime/event-loop-lag.ts),
 *   so a loop blocked for more than 10 s in one go is always restarted, 5–10 s may be, and one blocked for 3 s or more
 *   again and again, less than 5 s apart, is too even when every probe lands between the blocks; a GC pause or a
 *   busy second (under the limit, answered within 3 s) never is;
 * - readiness: /ready every 5 s, 3 s to answer (the gateway checks each replica itself, every second).
 * @param {string} indent
 * @param {number} port
 */
export function probeLines(indent, port) {
  return [
    `${indent}startupProbe: { httpGet: { path: /health, port: ${port} }, periodSeconds: 2, timeoutSeconds: 2, failureThreshold: 90 }`,
    `${indent}livenessProbe: { httpGet: { path: /health, port: ${port} }, periodSeconds: 5, timeoutSeconds: 3, failureThreshold: 3 }`,
    `${indent}readinessProbe: { httpGet: { path: /ready, port: ${port} }, periodSeconds: 5, timeoutSeconds: 3 }`,
  ];
}

const PROBE_LINE = /^(\s*)(startupProbe|livenessProbe|readinessProbe): .*\bport: (\d+)\b.*$/;

/**
 * `manifest` with each container's probe lines (one-line `livenessProbe: {...}` and the like, next to each other)
 * replaced by probeLines, on the port they named. Throws when it has no liveness probe: every container needs one.
 * @param {string} manifest
 * @param {string} file where it comes from, for the error
 */
export function withProbes(manifest, file) {
  const out = [];
  let inGroup = false;
  let found = false;
  for (const line of manifest.split('\n')) {
    const probe = PROBE_LINE.exec(line);
    if (probe && !inGroup) out.push(...probeLines(probe[1], Number(probe[3])));
    if (probe?.[2] === 'livenessProbe') found = true;
    inGroup = !!probe;
    if (!probe) out.push(line);
  }
  if (!found) throw new Error(`${file} has no livenessProbe line (livenessProbe: { httpGet: { path: /health, port: PORT } })`);
  return out.join('\n');
}

/**
 * The services' own Kubernetes manifests, in registry order, with the probes above, what every pod has and a
 * PodDisruptionBudget each, as one file for kustomization.yaml.
 */
export function servicesManifest() {
  const parts = SERVICES.map((s) => {
    const file = serviceDeployFile(s.name, 'k8s.yaml');
    const manifest = withProbes(readFileSync(path.join(repoRoot, file), 'utf8').trimEnd(), file);
    return `${withPodDefaults(manifest, file, s.metricsPort)}\n---\n${disruptionBudget(s.name)}`;
  });
  return `# generated by scripts/gen-deploy.mjs from services/*/deploy/k8s.yaml (probes from probeLines, pods from
# scripts/lib/k8s-pods.mjs); do not edit
${parts.join('\n---\n')}\n`;
}

/** The gateway's public port in its container (GATEWAY_PORT in deploy/k8s/gateway.yaml), which the Ingress reaches. */
export const GATEWAY_PUBLIC_PORT = 8080;

/**
 * The NetworkPolicies: the gateway accepts anyone on its public port, the services the gateway and each other on their
 * ports, the web apps the gateway, the metrics ports Prometheus.
 */
export function networkPolicies() {
  const names = SERVICES.map((s) => s.name);
  return `# generated by scripts/gen-deploy.mjs from packages/service-registry; do not edit
# Who may reach whom inside the cluster (docs/operations.md, "Who may call what"). Without these, any pod could call a service's
# port directly: its /api routes without the gateway's rate limits, and its /internal routes (which also need a
# service token signed with INTERNAL_SECRET, docs/decisions/006). The kubelet's probes are not affected.
#
# The gateway is the one way in: anyone (the Ingress controller, in whatever namespace it runs) may reach its public
# port. Without this rule, the metrics policy below, which selects the gateway too, would leave it that port only.
apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata: { name: gateway-from-anywhere }
spec:
  podSelector: { matchLabels: { app: gateway } }
  policyTypes: [Ingress]
  ingress:
  - ports: [{ port: ${GATEWAY_PUBLIC_PORT}, protocol: TCP }]
---
# Services accept the gateway (the /api routes it routes) and each other (/internal calls, identity's JWKS), on their
# own ports only.
apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata: { name: services-from-gateway-and-services }
spec:
  podSelector:
    matchExpressions: [{ key: app, operator: In, values: [${names.join(', ')}] }]
  policyTypes: [Ingress]
  ingress:
  - from:
    - podSelector:
        matchExpressions: [{ key: app, operator: In, values: [gateway, ${names.join(', ')}] }]
    ports:
${SERVICES.map((s) => `    - { port: ${s.port}, protocol: TCP }`).join('\n')}
---
# The web apps are served to browsers by the gateway only (WEB_ORIGINS), under the one origin.
apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata: { name: web-apps-from-gateway }
spec:
  podSelector:
    matchExpressions: [{ key: app, operator: In, values: [${WEB_APP_NAMES.join(', ')}] }]
  policyTypes: [Ingress]
  ingress:
  - from: [{ podSelector: { matchLabels: { app: gateway } } }]
    ports: [{ port: ${WEB_PORT}, protocol: TCP }]
---
# Prometheus scrapes the gateway's and the services' metrics ports from the namespace \`monitoring\`; nothing else
# reaches them (no Service or Ingress names them either). Running Prometheus elsewhere: change the namespace here.
apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata: { name: metrics-from-monitoring }
spec:
  podSelector:
    matchExpressions: [{ key: app, operator: In, values: [gateway, ${names.join(', ')}] }]
  policyTypes: [Ingress]
  ingress:
  - from: [{ namespaceSelector: { matchLabels: { kubernetes.io/metadata.name: monitoring } } }]
    ports:
    - { port: ${GATEWAY_METRICS_PORT}, protocol: TCP }
${SERVICES.map((s) => `    - { port: ${s.metricsPort}, protocol: TCP }`).join('\n')}
`;
}

/** The NetworkPolicy of deploy/k8s/datastores: PostgreSQL, Redis and RabbitMQ accept the gateway and the services. */
export function datastorePolicies() {
  return `# generated by scripts/gen-deploy.mjs from packages/service-registry; do not edit
# PostgreSQL, Redis and RabbitMQ accept the gateway (Redis) and the services, nothing else in the cluster.
apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata: { name: datastores-from-platform }
spec:
  podSelector:
    matchExpressions: [{ key: app, operator: In, values: [postgres, redis, rabbitmq] }]
  policyTypes: [Ingress]
  ingress:
  - from:
    - podSelector:
        matchExpressions: [{ key: app, operator: In, values: [gateway, ${SERVICES.map((s) => s.name).join(', ')}] }]
    ports: [{ port: 5432, protocol: TCP }, { port: 6379, protocol: TCP }, { port: 5672, protocol: TCP }]
`;
}

/**
 * `compose` (docker-compose.yml's text) with the lines between its markers replaced by an `include:` of every
 * service's compose.yaml, in registry order. Throws when the markers are missing.
 * @param {string} compose
 */
export function composeWithServices(compose) {
  const begin = compose.indexOf(COMPOSE_BEGIN);
  const end = compose.indexOf(COMPOSE_END);
  if (begin < 0 || end < begin) throw new Error(`docker-compose.yml lacks the lines ${JSON.stringify(COMPOSE_BEGIN)} and ${JSON.stringify(COMPOSE_END)}`);
  const include = `include:\n${SERVICES.map((s) => `- ${serviceDeployFile(s.name, 'compose.yaml')}\n`).join('')}`;
  return compose.slice(0, begin + COMPOSE_BEGIN.length) + include + compose.slice(end);
}

/** Where each web app's nginx listens: nginx-unprivileged's port, one a user without privileges may open. */
export const WEB_PORT = 8080;

/** nginx-unprivileged's user, which its image runs as. */
const NGINX_UID = 101;

/**
 * Each web app's Deployment, Service and PodDisruptionBudget, named after its folder: a new version of one app is a
 * new image of it. Alive while nginx answers /healthz; ready once its built entry file (the shell's page, a remote's
 * manifest) is served. nginx writes only its pid and temporary files, in /tmp.
 */
export function webManifest() {
  const parts = WEB_APPS.map((app) => `apiVersion: apps/v1
kind: Deployment
metadata: { name: ${app.name}, labels: { app: ${app.name} } }
spec:
  replicas: 2
  selector: { matchLabels: { app: ${app.name} } }
  template:
    metadata: { labels: { app: ${app.name} } }
    spec:
      automountServiceAccountToken: false
      securityContext: ${podSecurityContext(NGINX_UID)}
      containers:
      - name: ${app.name}
        image: tutoring/${app.name}:latest
        ports: [{ name: http, containerPort: ${WEB_PORT} }]
        startupProbe: { httpGet: { path: /healthz, port: http }, periodSeconds: 2, failureThreshold: 15 }
        livenessProbe: { httpGet: { path: /healthz, port: http }, periodSeconds: 10, timeoutSeconds: 3 }
        readinessProbe: { httpGet: { path: /${builtEntryFile(app)}, port: http }, periodSeconds: 5, timeoutSeconds: 3 }
        resources: { requests: { cpu: 20m, memory: 32Mi }, limits: { memory: 128Mi } }
        securityContext: ${CONTAINER_SECURITY_CONTEXT}
        volumeMounts: [{ name: tmp, mountPath: /tmp }]
      volumes: [{ name: tmp, emptyDir: { sizeLimit: 64Mi } }]
---
apiVersion: v1
kind: Service
metadata: { name: ${app.name} }
spec: { selector: { app: ${app.name} }, ports: [{ name: http, port: ${WEB_PORT}, targetPort: http }] }
---
${disruptionBudget(app.name)}`);
  return `# generated by scripts/gen-deploy.mjs from packages/service-registry/web-apps.mjs; do not edit
# Each web app ships alone: a new remote version is a new image of that one deployment.
${parts.join('\n---\n')}
`;
}

/** WEB_ORIGINS for containers, whose host names are the web apps' folders: `shell=http://shell:8080,public=http://mf-public:8080,...`. */
export function webOrigins() {
  return WEB_APPS.map((app) => `${app.key}=http://${app.name}:${WEB_PORT}`).join(',');
}

/**
 * `text` with the value of its one WEB_ORIGINS setting replaced by webOrigins(). Throws when it has none.
 * @param {string} text
 * @param {RegExp} setting the line, with the text before the value and after it as groups 1 and 2
 * @param {string} file where it comes from, for the error
 */
function withWebOrigins(text, setting, file) {
  if (!setting.test(text)) throw new Error(`${file} has no WEB_ORIGINS line to write`);
  return text.replace(setting, (_line, before, after) => `${before}${webOrigins()}${after}`);
}

/**
 * `compose` with the lines between its web markers replaced by one service per web app, named after its folder.
 * @param {string} compose
 */
function composeWithWebApps(compose) {
  const begin = compose.indexOf(COMPOSE_WEB_BEGIN);
  const end = compose.indexOf(COMPOSE_WEB_END);
  if (begin < 0 || end < begin) throw new Error(`docker-compose.yml lacks the lines ${JSON.stringify(COMPOSE_WEB_BEGIN)} and ${JSON.stringify(COMPOSE_WEB_END)}`);
  const services = WEB_APP_NAMES.map((name) => `  ${name}: { <<: *web, build: { context: ., dockerfile: deploy/docker/web.Dockerfile, args: { APP: ${name} } } }\n`).join('');
  return compose.slice(0, begin + COMPOSE_WEB_BEGIN.length) + services + compose.slice(end);
}

/** Every file this script writes, with the text it writes, from the registry and the services' deploy files. */
export function generatedFiles() {
  return [
    { file: SERVICE_URLS_FILE, text: serviceUrlsEnv() },
    { file: SERVICES_MANIFEST_FILE, text: servicesManifest() },
    { file: NETWORK_POLICIES_FILE, text: networkPolicies() },
    { file: DATASTORE_POLICIES_FILE, text: datastorePolicies() },
    {
      file: COMPOSE_FILE,
      text: withWebOrigins(composeWithWebApps(composeWithServices(readFileSync(COMPOSE_FILE, 'utf8'))), /^( +WEB_ORIGINS: ).*()$/m, 'docker-compose.yml'),
    },
    {
      file: GATEWAY_MANIFEST_FILE,
      text: withWebOrigins(
        withPodDefaults(withProbes(readFileSync(GATEWAY_MANIFEST_FILE, 'utf8'), 'deploy/k8s/gateway.yaml'), 'deploy/k8s/gateway.yaml', GATEWAY_METRICS_PORT),
        /^( +- \{ name: WEB_ORIGINS, value: ").*(" \})$/m,
        'deploy/k8s/gateway.yaml',
      ),
    },
    { file: WEB_MANIFEST_FILE, text: webManifest() },
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const { file, text } of generatedFiles()) {
    writeFileSync(file, text);
    console.log(`Wrote ${path.relative(repoRoot, file)}.`);
  }
}
