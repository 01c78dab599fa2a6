import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { SERVICE_NAMES } from '@tp/service-registry';
import { WEB_APP_NAMES } from '@tp/service-registry/web-apps';
import { imageCommands } from '../../../scripts/build-images.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

describe('npm run images', () => {
  test('builds one image per service, the gateway and every web app, tagged tutoring/<name>:<tag>', () => {
    const commands = imageCommands({ tag: 'abc1234' });
    const tags = commands.map((c) => c[c.indexOf('-t') + 1]);
    expect(tags.sort()).toEqual([...SERVICE_NAMES, 'gateway', ...WEB_APP_NAMES].map((name) => `tutoring/${name}:abc1234`).sort());
    expect(commands).toContainEqual(['docker', 'build', '-f', 'deploy/docker/service.Dockerfile', '--build-arg', 'WORKSPACE=services/exercise', '-t', 'tutoring/exercise:abc1234', '.']);
    expect(commands).toContainEqual(['docker', 'build', '-f', 'deploy/docker/web.Dockerfile', '--build-arg', 'APP=mf-admin', '-t', 'tutoring/mf-admin:abc1234', '.']);
    expect(commands.every((c) => c[1] === 'build')).toBe(true);
  });

  test('with --push, each image is also tagged for the registry and pushed there', () => {
    const commands = imageCommands({ tag: 't1', registry: 'registry.example.com/school/', only: ['gateway'] });
    expect(commands).toEqual([
      ['docker', 'build', '-f', 'deploy/docker/service.Dockerfile', '--build-arg', 'WORKSPACE=gateway', '-t', 'tutoring/gateway:t1', '-t', 'registry.example.com/school/tutoring/gateway:t1', '.'],
      ['docker', 'push', 'registry.example.com/school/tutoring/gateway:t1'],
    ]);
  });

  test('an image that does not exist is refused, naming the ones that do', () => {
    expect(() => imageCommands({ tag: 't', only: ['gatewya'] })).toThrow(/no image is named gatewya; the images: identity, /);
  });

  test('--dry-run prints the commands, tagged with the commit by default, and runs none', () => {
    const printed = execFileSync(process.execPath, ['scripts/build-images.mjs', '--dry-run', '--only', 'identity', '--only', 'shell'], { cwd: repoRoot, encoding: 'utf8' });
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
    expect(printed.trim().split('\n')).toEqual([
      `docker build -f deploy/docker/service.Dockerfile --build-arg WORKSPACE=services/identity -t tutoring/identity:${commit} .`,
      `docker build -f deploy/docker/web.Dockerfile --build-arg APP=shell -t tutoring/shell:${commit} .`,
    ]);
  });
});

describe('the Dockerfiles', () => {
  test('run on Node 22, as a user other than root, with a HEALTHCHECK', () => {
    for (const file of ['deploy/docker/service.Dockerfile', 'deploy/docker/web.Dockerfile']) {
      const text = read(file);
      expect(text, file).toMatch(/^ARG NODE_IMAGE=node:22-bookworm-slim$/m);
      expect(text, file).not.toMatch(/node:20/);
      expect(text, file).toMatch(/^HEALTHCHECK /m);
      const users = [...text.matchAll(/^USER (\S+)$/gm)].map((m) => m[1]);
      expect(users.at(-1), `${file}: the last USER`).not.toMatch(/^(root|0)$/);
      expect(users.length, `${file} names its user`).toBeGreaterThan(0);
    }
    expect(read('deploy/docker/web.Dockerfile')).toMatch(/^FROM nginxinc\/nginx-unprivileged:/m);
    expect(read('deploy/docker/web-nginx.conf')).toMatch(/listen 8080;/);
  });

  test('a service image installs that service\'s production dependencies only', () => {
    expect(read('deploy/docker/service.Dockerfile')).toContain('npm ci --omit=dev --workspace "$WORKSPACE" --include-workspace-root=false');
  });

  test('.dockerignore keeps installed and built files, git\'s history and the secrets out of every build', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['**/node_modules', '**/dist', '.git', 'deploy/k8s/secrets.env']) expect(ignored, entry).toContain(entry);
  });
});
