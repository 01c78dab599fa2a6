import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { SERVICES } from '@tp/service-registry';
import { serviceUrlsEnv, SERVICE_URLS_FILE } from '../../../scripts/gen-deploy.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

describe('the registry', () => {
  test('every folder in services/ is registered, and every registered service has its folder and main.ts', () => {
    const folders = readdirSync(path.join(repoRoot, 'services')).filter((name) => existsSync(path.join(repoRoot, 'services', name, 'package.json')));
    expect(SERVICES.map((s) => s.name).sort()).toEqual(folders.sort());
    for (const { name } of SERVICES) expect(existsSync(path.join(repoRoot, 'services', name, 'src', 'main.ts')), `services/${name}/src/main.ts`).toBe(true);
  });

  test('names, ports and URL variables are each used once, and a URL variable is the name in capitals', () => {
    for (const key of ['name', 'port', 'urlEnv'] as const) expect(new Set(SERVICES.map((s) => s[key])).size).toBe(SERVICES.length);
    for (const { name, urlEnv } of SERVICES) expect(urlEnv).toBe(`${name.toUpperCase().replace(/-/g, '_')}_URL`);
  });
});

describe('the deploy files follow the registry', () => {
  test('deploy/k8s/service-urls.env is what `node scripts/gen-deploy.mjs` writes', () => {
    expect(readFileSync(SERVICE_URLS_FILE, 'utf8'), 'run node scripts/gen-deploy.mjs').toBe(serviceUrlsEnv());
  });

  test('Kubernetes runs every service on its port, with the URLs from the ConfigMap and no copy of its own', () => {
    const kustomization = read('deploy/k8s/kustomization.yaml');
    const policies = read('deploy/k8s/network-policies.yaml');
    for (const { name, port } of SERVICES) {
      expect(kustomization, `kustomization.yaml lists ${name}.yaml`).toMatch(new RegExp(`^- ${name}\\.yaml$`, 'm'));
      const manifest = read(`deploy/k8s/${name}.yaml`);
      expect(manifest).toContain(`containerPort: ${port} `);
      expect(manifest).toContain('envFrom: [{ configMapRef: { name: tp-service-urls } }]');
      expect(policies, `network-policies.yaml lets ${name} be reached on ${port}`).toContain(`{ port: ${port}, protocol: TCP }`);
      for (const list of policies.matchAll(/values: \[([^\]]*)\]/g)) if (list[1].includes('identity')) expect(list[1].split(', ')).toContain(name);
    }
    for (const file of readdirSync(path.join(repoRoot, 'deploy/k8s')).filter((f) => f.endsWith('.yaml'))) {
      for (const { urlEnv } of SERVICES) expect(read(`deploy/k8s/${file}`), `${file} sets ${urlEnv} itself`).not.toContain(`name: ${urlEnv},`);
    }
  });

  test('docker compose runs every service on its port, with the URLs from service-urls.env', () => {
    const compose = read('docker-compose.yml');
    expect(compose).toContain('env_file: deploy/k8s/service-urls.env');
    for (const { name, port, urlEnv } of SERVICES) {
      expect(compose, `docker-compose.yml builds ${name}`).toContain(`args: { WORKSPACE: services/${name} }`);
      expect(compose, `docker-compose.yml runs ${name} on ${port}`).toContain(`SERVICE_NAME: ${name}, PORT: "${port}"`);
      expect(compose, `docker-compose.yml sets ${urlEnv} itself`).not.toMatch(new RegExp(`^\\s+${urlEnv}:`, 'm'));
    }
  });
});
