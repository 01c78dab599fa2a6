// One implementation for the TypeScript tests and the JavaScript stack scripts (scripts/lib/stack.mjs).
export { freePort, freePorts } from './reserved-ports.mjs';
