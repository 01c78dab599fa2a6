/** Exchange and queue names of one service on the shared broker; the prefix isolates environments and test runs. */
export function busNames(prefix: string, service: string) {
  return {
    exchange: `${prefix}.events`,
    queue: `${prefix}.${service}`,
    deadLetterExchange: `${prefix}.${service}.dlx`,
    deadLetterQueue: `${prefix}.${service}.dlq`,
  };
}
