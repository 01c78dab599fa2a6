import { describe, expect, test } from 'vitest';
import { withPodDefaults } from '../../../scripts/lib/k8s-pods.mjs';

const manifest = `apiVersion: apps/v1
kind: Deployment
metadata: { name: demo, labels: { app: demo } }
spec:
  template:
    metadata: { labels: { app: demo } }
    spec:
      terminationGracePeriodSeconds: 30
      containers:
      - name: demo
        ports: [{ name: http, containerPort: 4100 }]
        resources: { requests: { cpu: 100m, memory: 64Mi }, limits: { memory: 128Mi } }`;

describe('what gen-deploy writes into every pod of the gateway and the services', () => {
  test('the metrics port named metrics, Prometheus\' annotations, and the pod\'s and container\'s security', () => {
    const written = withPodDefaults(manifest, 'demo.yaml', 9100);
    expect(written).toContain('    metadata: { labels: { app: demo }, annotations: { prometheus.io/scrape: "true", prometheus.io/port: "9100", prometheus.io/path: /metrics } }');
    expect(written).toContain('        ports: [{ name: http, containerPort: 4100 }, { name: metrics, containerPort: 9100 }]');
    expect(written).toContain('      securityContext: { runAsNonRoot: true, runAsUser: 1000, runAsGroup: 1000, fsGroup: 1000, seccompProfile: { type: RuntimeDefault } }');
    expect(written).toContain('      automountServiceAccountToken: false');
    expect(written).toContain('        securityContext: { allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: [ALL] } }');
  });

  test('a file it wrote before comes out the same, so gateway.yaml can be its own source', () => {
    const once = withPodDefaults(manifest, 'demo.yaml', 9100);
    expect(withPodDefaults(once, 'demo.yaml', 9100)).toBe(once);
    expect(withPodDefaults(once, 'demo.yaml', 9200)).toBe(withPodDefaults(manifest, 'demo.yaml', 9200));
  });

  test('a manifest without one of the lines it writes after is refused, naming what is missing', () => {
    const withoutResources = manifest.split('\n').filter((line) => !line.includes('resources:')).join('\n');
    expect(() => withPodDefaults(withoutResources, 'demo.yaml', 9100)).toThrow("demo.yaml lacks the pod's resources line");
  });
});
