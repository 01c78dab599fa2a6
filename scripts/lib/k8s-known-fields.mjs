// The fields of Kubernetes objects that their kind does not have (`readinesProbe`), which `kubectl apply` refuses
// (its field validation is strict) but a JSON schema check lets through: kubernetes-models' schemas, like the API's
// OpenAPI definitions, do not forbid other properties. TypeScript does, for an object literal given a type: each object
// is written as a constant of its kind's interface from kubernetes-models' declarations and type-checked, in memory.
import path from 'node:path';
import ts from 'typescript';
import { repoRoot } from './stack.mjs';

/**
 * @typedef {{ apiVersion: string, kind: string, metadata?: { name?: string } }} K8sObject
 */

/**
 * One message per field an object's kind lacks, or per value of the wrong type: `Deployment web: Object literal may
 * only specify known properties, and '"readinesProbe"' does not exist in type 'IContainer'.` Empty when all are known.
 * @param {readonly K8sObject[]} objects
 * @returns {string[]}
 */
export function unknownFields(objects) {
  // Beside the installed packages, so the declarations resolve as an import from the repository would.
  const file = path.join(repoRoot, 'node_modules', '.cache', 'tp-k8s-objects.ts');
  const imports = [...new Set(objects.map(typeImport))];
  const constants = objects.map((object, i) => `export const o${i}: ${interfaceOf(object)} = ${JSON.stringify(object)};`);
  const text = [...imports, ...constants].join('\n');
  const host = ts.createCompilerHost({});
  const readSource = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.getSourceFile = (name, language, ...rest) => (name === file ? ts.createSourceFile(name, text, language) : readSource(name, language, ...rest));
  host.fileExists = (name) => name === file || fileExists(name);
  const options = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    lib: ['lib.es5.d.ts'],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
  };
  const program = ts.createProgram([file], options, host);
  const source = /** @type {ts.SourceFile} */ (program.getSourceFile(file));
  return ts.getPreEmitDiagnostics(program, source).map((diagnostic) => {
    const line = diagnostic.start === undefined ? -1 : source.getLineAndCharacterOfPosition(diagnostic.start).line - imports.length;
    const object = objects[line];
    const where = object ? `${object.kind} ${object.metadata?.name ?? ''}` : 'the objects';
    return `${where}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
  });
}

/** @param {K8sObject} object */
function interfaceOf(object) {
  return `I${object.kind}`;
}

/**
 * The import of an object's interface: `kubernetes-models/apps/v1/Deployment`, the core group's `kubernetes-models/v1/Service`.
 * @param {K8sObject} object
 */
function typeImport(object) {
  return `import type { ${interfaceOf(object)} } from 'kubernetes-models/${object.apiVersion}/${object.kind}';`;
}
