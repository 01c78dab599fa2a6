// The platform's services, the one list everything else derives from: the stack `npm start` and tests run, the
// gateway's upstreams, test isolation, the lint zones between services and the deploy files' service URLs.
// Plain JavaScript with JSDoc types, so node scripts, eslint.config.js and TypeScript all import it as it is.

/**
 * @typedef {'postgres' | 'redis' | 'rabbitmq' | 'smtp'} Server
 * A server a service talks to; `smtp` is optional (without SMTP_URL mail writes its log instead).
 */

/**
 * @typedef {{ name: string, port: number, metricsPort: number, urlEnv: `${string}_URL`, needs: readonly Server[] }} Entry
 * A service: its folder and SERVICE_NAME (`services/<name>`), the port `npm start` and the deploy files give it, the
 * port of its Prometheus metrics (`/metrics`, never routed by the gateway), the
 * variable that holds its URL for the gateway and the other services, and the servers it needs.
 */

/** Every service of the platform. */
export const SERVICES = /** @satisfies {readonly Entry[]} */ (/** @type {const} */ ([
  { name: 'identity', port: 4101, metricsPort: 9101, urlEnv: 'IDENTITY_URL', needs: ['postgres', 'redis', 'rabbitmq'] },
  { name: 'mail', port: 4102, metricsPort: 9102, urlEnv: 'MAIL_URL', needs: ['postgres', 'redis', 'rabbitmq', 'smtp'] },
  { name: 'catalog', port: 4103, metricsPort: 9103, urlEnv: 'CATALOG_URL', needs: ['postgres', 'redis', 'rabbitmq'] },
  { name: 'question-bank', port: 4104, metricsPort: 9104, urlEnv: 'QUESTION_BANK_URL', needs: ['postgres', 'redis', 'rabbitmq'] },
  { name: 'exercise', port: 4105, metricsPort: 9105, urlEnv: 'EXERCISE_URL', needs: ['postgres', 'redis', 'rabbitmq'] },
  { name: 'billing', port: 4106, metricsPort: 9106, urlEnv: 'BILLING_URL', needs: ['postgres', 'redis', 'rabbitmq'] },
]));

/** @typedef {typeof SERVICES[number]['name']} ServiceName */
/** @typedef {typeof SERVICES[number]['urlEnv']} ServiceUrlEnv */
/** @typedef {{ name: ServiceName, port: number, metricsPort: number, urlEnv: ServiceUrlEnv, needs: readonly Server[] }} Service */

/** Where the gateway answers Prometheus (`/metrics`), apart from its public port. */
export const GATEWAY_METRICS_PORT = 9464;

/** @type {readonly ServiceName[]} */
export const SERVICE_NAMES = SERVICES.map((s) => s.name);

/**
 * The registry entry of `name`; throws for a name that is not registered.
 * @param {string} name
 * @returns {Service}
 */
export function serviceOf(name) {
  const service = SERVICES.find((s) => s.name === name);
  if (!service) throw new Error(`${name} is not a service of packages/service-registry/services.mjs`);
  return service;
}

/**
 * The services that use `server`, e.g. the ones whose queues a test run removes.
 * @param {Server} server
 * @returns {ServiceName[]}
 */
export function servicesNeeding(server) {
  return SERVICES.filter((s) => /** @type {readonly Server[]} */ (s.needs).includes(server)).map((s) => s.name);
}

/**
 * Where `name` listens on `host` at its registered port: `http://127.0.0.1:4101` on one machine, `http://identity:4101`
 * between containers, whose host names are the service names.
 * @param {ServiceName} name
 * @param {string} [host]
 */
export function defaultUrl(name, host = '127.0.0.1') {
  return `http://${host}:${serviceOf(name).port}`;
}

/**
 * The variable that sets how many processes of `name` a stack on one machine runs (`npm start`, test and benchmark
 * stacks): `EXERCISE_REPLICAS` for exercise. The gateway balances over them (docs/decisions/015).
 * @param {ServiceName} name
 */
export function replicasEnv(name) {
  return /** @type {`${string}_REPLICAS`} */ (serviceOf(name).urlEnv.replace(/_URL$/, '_REPLICAS'));
}

/**
 * Identity's signing keys, which every service reads to check access tokens.
 * @param {string} identityUrl
 */
export function jwksUrl(identityUrl) {
  return `${identityUrl}/.well-known/jwks.json`;
}
