import { type AppError, forbidden } from '../../lib/app-error';
import { isAdmin, type TActor } from './actor';

/**
 * What an actor may do with the system's stuck work (the admin's system tab). Only admins see the
 * workers and what is stuck, and act on it; anyone else signed in is refused (403).
 * - `read`: the workers' figures and the stuck lists.
 * - `act`: retry an item now, give up on it with a reason, mark it as handled.
 */
export type TSystemAction = 'read' | 'act';

/** The system access policy: `authorize(actor, action)`. */
export function createSystemAccess() {
  function refusal(actor: TActor, _action: TSystemAction): AppError | null {
    return isAdmin(actor) ? null : forbidden();
  }
  return {
    refusal,
    can: (actor: TActor, action: TSystemAction) => refusal(actor, action) === null,
    /** Throws unless the actor may do this. */
    authorize(actor: TActor, action: TSystemAction) {
      const error = refusal(actor, action);
      if (error) throw error;
    },
  };
}

export type TSystemAccess = ReturnType<typeof createSystemAccess>;
