// node scripts/gen-deploy.mjs: writes the deploy files' service URLs from the service registry
// (packages/service-registry). deploy/k8s/service-urls.env is read by docker compose (env_file) and becomes the
// ConfigMap tp-service-urls in Kubernetes (kustomization.yaml), so a service's address is written down once.
// The registry's test fails while the committed file differs from what this writes.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { defaultUrl, jwksUrl, SERVICES } from '../packages/service-registry/services.mjs';
import { repoRoot } from './lib/stack.mjs';

export const SERVICE_URLS_FILE = path.join(repoRoot, 'deploy', 'k8s', 'service-urls.env');

/** Each service at its container host name (the service's name) and registered port, and identity's keys. */
export function serviceUrlsEnv() {
  const lines = SERVICES.map((s) => `${s.urlEnv}=${defaultUrl(s.name, s.name)}`);
  lines.push(`JWKS_URL=${jwksUrl(defaultUrl('identity', 'identity'))}`);
  return `# Written by node scripts/gen-deploy.mjs from packages/service-registry: edit the registry, not this file.\n${lines.join('\n')}\n`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(SERVICE_URLS_FILE, serviceUrlsEnv());
  console.log(`Wrote ${path.relative(repoRoot, SERVICE_URLS_FILE)}.`);
}
