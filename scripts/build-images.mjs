// npm run images [-- --tag T] [--push REGISTRY] [--only NAME...] [--dry-run | --kustomize]: builds and tags the image
// of every service, the gateway and every web app, from the service and web-app registries, as tutoring/<name>:<tag>
// (the tag is the commit's short hash unless given). --push REGISTRY also tags each one REGISTRY/tutoring/<name>:<tag>
// and pushes it; --dry-run prints the docker commands instead of running them; --kustomize prints the `images:` list
// of a kustomization that runs those images (docs/kubernetes.md) and builds nothing.
import { execFileSync, spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { SERVICE_NAMES } from '../packages/service-registry/services.mjs';
import { WEB_APP_NAMES } from '../packages/service-registry/web-apps.mjs';
import { repoRoot } from './lib/stack.mjs';

/**
 * Every image: its name, the Dockerfile that builds it and the build argument that picks the workspace.
 * @returns {{ name: string, dockerfile: string, buildArg: string }[]}
 */
export function imageList() {
  return [
    ...SERVICE_NAMES.map((name) => ({ name, dockerfile: 'deploy/docker/service.Dockerfile', buildArg: `WORKSPACE=services/${name}` })),
    { name: 'gateway', dockerfile: 'deploy/docker/service.Dockerfile', buildArg: 'WORKSPACE=gateway' },
    ...WEB_APP_NAMES.map((name) => ({ name, dockerfile: 'deploy/docker/web.Dockerfile', buildArg: `APP=${name}` })),
  ];
}

/**
 * The docker commands that build (and with a registry, push) the images, each as its arguments.
 * @param {{ tag: string, registry?: string, only?: readonly string[] }} options
 * @returns {string[][]}
 */
export function imageCommands({ tag, registry, only = [] }) {
  const images = imageList();
  const unknown = only.filter((name) => !images.some((image) => image.name === name));
  if (unknown.length) throw new Error(`no image is named ${unknown.join(', ')}; the images: ${images.map((i) => i.name).join(', ')}`);
  const commands = [];
  for (const image of images.filter((i) => only.length === 0 || only.includes(i.name))) {
    const local = `tutoring/${image.name}:${tag}`;
    const remote = registry ? `${registry.replace(/\/+$/, '')}/${local}` : undefined;
    commands.push(['docker', 'build', '-f', image.dockerfile, '--build-arg', image.buildArg, '-t', local, ...(remote ? ['-t', remote] : []), '.']);
    if (remote) commands.push(['docker', 'push', remote]);
  }
  return commands;
}

/**
 * The `images:` list of a kustomization over deploy/k8s that runs these images instead of the manifests' `:latest`.
 * @param {{ tag: string, registry?: string }} options
 */
export function kustomizeImages({ tag, registry }) {
  const prefix = registry ? `${registry.replace(/\/+$/, '')}/` : '';
  const lines = imageList().map(({ name }) => `- { name: tutoring/${name}, newName: ${prefix}tutoring/${name}, newTag: "${tag}" }`);
  return `images:\n${lines.join('\n')}\n`;
}

/** The checkout's commit, short: the default tag, so an image names the code it holds. */
function commitTag() {
  return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      tag: { type: 'string' },
      push: { type: 'string' },
      only: { type: 'string', multiple: true },
      'dry-run': { type: 'boolean', default: false },
      kustomize: { type: 'boolean', default: false },
    },
  });
  const tag = values.tag ?? commitTag();
  if (values.kustomize) {
    process.stdout.write(kustomizeImages({ tag, registry: values.push }));
    process.exit(0);
  }
  const commands = imageCommands({ tag, registry: values.push, only: values.only });
  for (const command of commands) {
    console.log(command.join(' '));
    if (values['dry-run']) continue;
    const run = spawnSync(command[0], command.slice(1), { cwd: repoRoot, stdio: 'inherit' });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
}
