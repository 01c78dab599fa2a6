// What every pod of the gateway and the services has in Kubernetes, written into their manifests by
// scripts/gen-deploy.mjs so that no service's k8s.yaml repeats it: the metrics port and Prometheus' annotations, a
// non-root user on a read-only root filesystem, and a PodDisruptionBudget.

/** The `node` user of the official Node.js images, which the service image runs as (deploy/docker/service.Dockerfile). */
export const NODE_UID = 1000;

/**
 * Pod-level security: the kubelet refuses to start a container as root; volumes are group-owned by the node user.
 * @param {number} uid
 */
export function podSecurityContext(uid) {
  return `{ runAsNonRoot: true, runAsUser: ${uid}, runAsGroup: ${uid}, fsGroup: ${uid}, seccompProfile: { type: RuntimeDefault } }`;
}

/** Container-level security: nothing written outside mounted volumes, no capability, no way to gain any. */
export const CONTAINER_SECURITY_CONTEXT = '{ allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: [ALL] } }';

/**
 * Prometheus finds a pod's metrics through these (its kubernetes_sd pod role and the usual relabelling); the port is
 * the container's, never a Service's, so metrics are not reachable through the gateway or an Ingress.
 * @param {number} metricsPort
 */
export function prometheusAnnotations(metricsPort) {
  return `{ prometheus.io/scrape: "true", prometheus.io/port: "${metricsPort}", prometheus.io/path: /metrics }`;
}

const TEMPLATE_METADATA = /^( {4})metadata: \{ labels: \{ app: ([\w-]+) \}(, annotations: .*)? \}$/;
const CONTAINER_PORTS = /^(\s*)ports: \[\{ name: http, containerPort: (\d+) \}(, \{ name: metrics, .*\})?\]$/;
const GRACE_PERIOD = /^(\s*)terminationGracePeriodSeconds: \d+$/;
const RESOURCES = /^(\s*)resources: \{ requests: \{ cpu: .*\}$/;
const WRITTEN_HERE = /^\s*(securityContext|automountServiceAccountToken): /;

/**
 * `manifest` (one Deployment of the gateway or a service, with its other objects) with what every pod has written in:
 * - the pod template's `metadata: { labels: { app: X } }` line gets the Prometheus annotations;
 * - the container's `ports: [{ name: http, containerPort: P }]` line gets the port named `metrics`;
 * - after `terminationGracePeriodSeconds:` the pod's securityContext, and no service-account token (no pod calls the
 *   Kubernetes API);
 * - after the container's `resources: { requests: { cpu: ... } }` line its securityContext.
 * Lines it wrote before are replaced, so a file that is both source and output (deploy/k8s/gateway.yaml) stays put.
 * Throws when one of those lines is missing: every pod needs all four.
 * @param {string} manifest
 * @param {string} file where it comes from, for the error
 * @param {number} metricsPort
 */
export function withPodDefaults(manifest, file, metricsPort) {
  const found = { metadata: false, ports: false, grace: false, resources: false };
  const out = [];
  for (const line of manifest.split('\n')) {
    if (WRITTEN_HERE.test(line)) continue;
    const metadata = TEMPLATE_METADATA.exec(line);
    const ports = CONTAINER_PORTS.exec(line);
    const grace = GRACE_PERIOD.exec(line);
    const resources = RESOURCES.exec(line);
    if (metadata) {
      found.metadata = true;
      out.push(`${metadata[1]}metadata: { labels: { app: ${metadata[2]} }, annotations: ${prometheusAnnotations(metricsPort)} }`);
    } else if (ports) {
      found.ports = true;
      out.push(`${ports[1]}ports: [{ name: http, containerPort: ${ports[2]} }, { name: metrics, containerPort: ${metricsPort} }]`);
    } else {
      out.push(line);
    }
    if (grace) {
      found.grace = true;
      out.push(`${grace[1]}automountServiceAccountToken: false`, `${grace[1]}securityContext: ${podSecurityContext(NODE_UID)}`);
    }
    if (resources) {
      found.resources = true;
      out.push(`${resources[1]}securityContext: ${CONTAINER_SECURITY_CONTEXT}`);
    }
  }
  const missing = Object.entries(found).filter(([, seen]) => !seen).map(([what]) => what);
  if (missing.length) throw new Error(`${file} lacks the pod's ${missing.join(', ')} line (see scripts/lib/k8s-pods.mjs)`);
  return out.join('\n');
}

/**
 * A PodDisruptionBudget for the pods labelled `app: name`: a node drain or a cluster upgrade takes one at a time, so
 * a service with two or more replicas keeps answering.
 * @param {string} name
 */
export function disruptionBudget(name) {
  return `apiVersion: policy/v1
kind: PodDisruptionBudget
metadata: { name: ${name} }
spec: { maxUnavailable: 1, selector: { matchLabels: { app: ${name} } } }`;
}
