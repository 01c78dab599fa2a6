import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { SERVICES } from '@tp/service-registry';
import { generatedFiles, serviceDeployFile } from '../../../scripts/gen-deploy.mjs';

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
  test('every registered service has its deploy files, services/<name>/deploy/k8s.yaml and compose.yaml', () => {
    for (const { name } of SERVICES) {
      for (const file of ['k8s.yaml', 'compose.yaml'] as const) expect(existsSync(path.join(repoRoot, serviceDeployFile(name, file))), serviceDeployFile(name, file)).toBe(true);
    }
  });

  test('the generated files are what `node scripts/gen-deploy.mjs` writes', () => {
    for (const { file, text } of generatedFiles()) expect(readFileSync(file, 'utf8'), `${path.relative(repoRoot, file)}: run node scripts/gen-deploy.mjs`).toBe(text);
  });

  test('Kubernetes runs every service on its port, with the URLs from the ConfigMap and no copy of its own', () => {
    const kustomization = read('deploy/k8s/kustomization.yaml');
    expect(kustomization, 'kustomization.yaml lists services.generated.yaml').toMatch(/^- services\.generated\.yaml$/m);
    for (const { name, port } of SERVICES) {
      const manifest = read(serviceDeployFile(name, 'k8s.yaml'));
      expect(manifest, `${name}'s Deployment`).toContain(`metadata: { name: ${name}, labels: { app: ${name} } }`);
      expect(manifest).toContain(`containerPort: ${port} `);
      expect(manifest).toContain('envFrom: [{ configMapRef: { name: tp-service-urls } }]');
      for (const { urlEnv } of SERVICES) expect(manifest, `${name}'s k8s.yaml sets ${urlEnv} itself`).not.toContain(`name: ${urlEnv},`);
    }
    for (const file of readdirSync(path.join(repoRoot, 'deploy/k8s')).filter((f) => f.endsWith('.yaml'))) {
      for (const { urlEnv } of SERVICES) expect(read(`deploy/k8s/${file}`), `${file} sets ${urlEnv} itself`).not.toContain(`name: ${urlEnv},`);
    }
  });

  test('docker compose runs every service on its port, with the URLs from service-urls.env', () => {
    expect(read('docker-compose.yml')).toContain('env_file: deploy/k8s/service-urls.env');
    for (const { name, port, urlEnv } of SERVICES) {
      // An included file's relative paths are resolved from its own folder, services/<name>/deploy.
      const compose = read(serviceDeployFile(name, 'compose.yaml'));
      expect(compose, `${name}'s compose.yaml defines ${name}`).toMatch(new RegExp(`^services:\\n  ${name}:$`, 'm'));
      expect(compose, `${name}'s compose.yaml builds ${name}`).toContain(`build: { context: ../../.., dockerfile: deploy/docker/service.Dockerfile, args: { WORKSPACE: services/${name} } }`);
      expect(compose).toContain('env_file: ../../../deploy/k8s/service-urls.env');
      expect(compose, `${name}'s compose.yaml runs ${name} on ${port}`).toContain(`SERVICE_NAME: ${name}\n      PORT: "${port}"\n`);
      expect(compose, `${name}'s compose.yaml sets ${urlEnv} itself`).not.toMatch(new RegExp(`^\\s+${urlEnv}:`, 'm'));
    }
  });
});
