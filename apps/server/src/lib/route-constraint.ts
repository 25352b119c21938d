import type { IncomingMessage } from 'node:http';

/**
 * A router constraint (find-my-way's custom strategy) with a single value: a request for which
 * `applies` holds derives `value`, any other derives nothing. A route declaring
 * `constraints: { [name]: value }` is then reached only by the requests that derive it; with
 * `mustMatchWhenDerived`, those requests reach no route without it either.
 */
export function singleValueConstraint(options: {
  name: string;
  value: string;
  applies: (raw: IncomingMessage) => boolean;
  mustMatchWhenDerived?: boolean;
}) {
  const { name, value, applies } = options;
  return {
    name,
    mustMatchWhenDerived: options.mustMatchWhenDerived ?? false,
    storage<THandler>() {
      const handlers = new Map<unknown, THandler>();
      return {
        get: (derived: unknown): THandler | null => handlers.get(derived) ?? null,
        set: (derived: unknown, store: THandler) => {
          handlers.set(derived, store);
        },
      };
    },
    // undefined = nothing derived (the router's own host strategy does the same for a request with
    // no Host), though the strategy's type says string.
    deriveConstraint: (raw: IncomingMessage) => (applies(raw) ? value : undefined) as string,
    validate(declared: unknown) {
      if (declared !== value) throw new Error(`the ${name} constraint takes only '${value}'`);
    },
  };
}
