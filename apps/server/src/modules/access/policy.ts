import type { AppError } from '../../lib/app-error';
import type { TActor } from './actor';

// Every policy has one shape, made here from its two parts: the rule (why an actor may not do an
// action with a resource: the error to answer, or null) and the loader (the resource by its key,
// 404 when there is none, as the action words it). Routes and services ask `authorize`, `can` or
// `loadFor`; none restates a rule.

/** Loads a resource by its key (and, when the answer depends on it, the action asked for). */
type TLoader<TAction, TLoaded> = (key: string, action?: TAction) => Promise<TLoaded>;

/** A policy whose rule reads nothing but the resource: its answers are immediate. */
export function policyOf<TAction extends string, TItem, TLoaded extends TItem>(
  refusal: (actor: TActor, action: TAction, item: TItem) => AppError | null,
  load: TLoader<TAction, TLoaded>,
) {
  /** Throws the refusal's error unless the actor may do this with the resource. */
  function authorize(actor: TActor, action: TAction, item: TItem) {
    const error = refusal(actor, action, item);
    if (error) throw error;
  }
  return {
    load,
    authorize,
    refusal,
    /** Whether the actor may do this with the resource (no error). */
    can: (actor: TActor, action: TAction, item: TItem) => refusal(actor, action, item) === null,
    /** Loads a resource the actor may do this with; refuses as `authorize` does. */
    async loadFor(key: string, actor: TActor, action: TAction): Promise<TLoaded> {
      const item = await load(key, action);
      authorize(actor, action, item);
      return item;
    },
  };
}

/** A policy whose rule may read more (a purchase, a favourite, the resource's project): every answer waits. */
export function asyncPolicyOf<TAction extends string, TItem, TLoaded extends TItem>(
  refusal: (actor: TActor, action: TAction, item: TItem) => Promise<AppError | null>,
  load: TLoader<TAction, TLoaded>,
) {
  /** Throws the refusal's error unless the actor may do this with the resource. */
  async function authorize(actor: TActor, action: TAction, item: TItem) {
    const error = await refusal(actor, action, item);
    if (error) throw error;
  }
  return {
    load,
    authorize,
    refusal,
    /** Whether the actor may do this with the resource (no error). */
    can: async (actor: TActor, action: TAction, item: TItem) => (await refusal(actor, action, item)) === null,
    /** Loads a resource the actor may do this with; refuses as `authorize` does. */
    async loadFor(key: string, actor: TActor, action: TAction): Promise<TLoaded> {
      const item = await load(key, action);
      await authorize(actor, action, item);
      return item;
    },
  };
}
