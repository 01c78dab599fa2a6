// Whether Kubernetes' NetworkPolicies let a connection through, for the selectors the manifests use (matchLabels and
// `In` expressions): a pod no policy of type Ingress selects accepts everything; a selected one accepts what one of
// its policies' rules allows, from a peer the rule names (none named: anyone) on a port it lists (none listed: any).

type Selector = { matchLabels?: Record<string, string>; matchExpressions?: { key: string; operator: string; values?: string[] }[] };
type Peer = { podSelector?: Selector; namespaceSelector?: Selector };
export type NetworkPolicy = {
  kind: string;
  metadata: { name: string };
  spec?: { podSelector?: Selector; policyTypes?: string[]; ingress?: { from?: Peer[]; ports?: { port?: number | string }[] }[] };
};

/** The label Kubernetes gives every namespace, its name. */
export const NAMESPACE_NAME = 'kubernetes.io/metadata.name';

/** A pod: its labels and its namespace's labels. */
export type PodAt = { labels: Record<string, string>; namespace: Record<string, string> };

function selects(selector: Selector, labels: Record<string, string>): boolean {
  const byLabel = Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value);
  const byExpression = (selector.matchExpressions ?? []).every((expression) => {
    if (expression.operator !== 'In') throw new Error(`operator ${expression.operator}: this reader knows In only`);
    return expression.values!.includes(labels[expression.key] ?? '');
  });
  return byLabel && byExpression;
}

function peerMatches(peer: Peer, from: PodAt, to: PodAt): boolean {
  const sameNamespace = from.namespace[NAMESPACE_NAME] === to.namespace[NAMESPACE_NAME];
  const inNamespace = peer.namespaceSelector ? selects(peer.namespaceSelector, from.namespace) : sameNamespace;
  return inNamespace && (!peer.podSelector || selects(peer.podSelector, from.labels));
}

/** Whether `from` may open a connection to `to` on `port`, under `policies` (all in `to`'s namespace). */
export function allowed(policies: readonly NetworkPolicy[], from: PodAt, to: PodAt, port: number): boolean {
  const selecting = policies.filter((p) => p.kind === 'NetworkPolicy' && p.spec?.policyTypes?.includes('Ingress') && selects(p.spec.podSelector ?? {}, to.labels));
  if (selecting.length === 0) return true;
  return selecting.some((policy) =>
    (policy.spec!.ingress ?? []).some(
      (rule) => (!rule.from || rule.from.some((peer) => peerMatches(peer, from, to))) && (!rule.ports || rule.ports.some((p) => p.port === undefined || p.port === port)),
    ),
  );
}
