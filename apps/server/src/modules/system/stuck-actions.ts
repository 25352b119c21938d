import type { TStuckAction, TStuckActionResult, TStuckKind } from '@vitrina/shared/system/system.schemas';
import type { TAppDeps } from '../../app-deps';
import { writeAudit } from '../../db/audit';
import { REDACTED_BODY } from '../../db/repositories/mail-outbox.repository';
import { STUCK_BUILD_FAILURES } from '../../db/repositories/stuck-work.repository';
import { createStuckWorkActionsRepository } from '../../db/repositories/stuck-work-actions.repository';
import { AppError } from '../../lib/app-error';

/** Where an item stands for an action: it may be done, it was done already, or it no longer applies. */
type TStanding = 'apply' | 'done' | 'conflict' | 'not_allowed';
type TRepo = ReturnType<typeof createStuckWorkActionsRepository>;

const notFound = () => new AppError('NOT_FOUND', 'system.notFound');
const DAY_MS = 24 * 60 * 60 * 1000;

/** What each kind allows: the actions the stuck list offers for it. */
export const KIND_ACTIONS: Record<TStuckKind, readonly TStuckAction[]> = {
  mail: ['retry', 'handled'],
  refund: ['retry', 'give_up'],
  build: ['retry', 'handled'],
  github_check: ['retry', 'give_up'],
};

/** The item as it stands now and what the action would do to it; null when there is no such item. */
async function standing(repo: TRepo, kind: TStuckKind, id: string, action: TStuckAction, now: Date) {
  const dayAgo = now.getTime() - DAY_MS;
  switch (kind) {
    case 'mail': {
      const mail = await repo.findMail(id);
      if (!mail) return null;
      const stuck = mail.status === 'FAILED' && !mail.handledAt;
      if (action === 'retry') {
        if (stuck) return mail.text === REDACTED_BODY ? 'not_allowed' : 'apply';
        return mail.status === 'PENDING' || mail.status === 'SENDING' ? 'done' : 'conflict';
      }
      return stuck ? 'apply' : mail.handledAt ? 'done' : 'conflict';
    }
    case 'refund': {
      const refund = await repo.findRefund(id);
      if (!refund) return null;
      const underWay = refund.status === 'APPROVED' || refund.status === 'PENDING';
      const from = (refund.checksSince ?? refund.decidedAt ?? refund.createdAt).getTime();
      const stuck = underWay && (refund.needsAttentionAt !== null || from < dayAgo);
      if (action === 'retry') return stuck ? 'apply' : underWay ? 'done' : 'conflict';
      if (stuck) return 'apply';
      return refund.status === 'FAILED' && refund.failureCode === 'GIVEN_UP' ? 'done' : 'conflict';
    }
    case 'build': {
      const build = await repo.findBuild(id);
      if (!build) return null;
      const code = build.failure?.code as string | undefined;
      const failedByOthers = (STUCK_BUILD_FAILURES as readonly (string | undefined)[]).includes(code);
      const stuck = build.status === 'FAILED' && failedByOthers && !build.handledAt;
      if (action === 'retry') {
        if (stuck) return 'apply';
        return build.status === 'QUEUED' || build.status === 'IMPORTING' ? 'done' : 'conflict';
      }
      return stuck ? 'apply' : build.handledAt ? 'done' : 'conflict';
    }
    case 'github_check': {
      const check = await repo.findCheck(id);
      if (!check) return null;
      const open = check.status === 'PENDING' || check.status === 'CHECKING';
      const from = (check.checksSince ?? check.createdAt).getTime();
      const stuck = open && (check.needsAttentionAt !== null || from < dayAgo);
      if (action === 'retry')
        return stuck && check.status === 'PENDING' ? 'apply' : open ? 'done' : 'conflict';
      if (stuck && check.status === 'PENDING') return 'apply';
      return check.status === 'FAILED' && check.lastError === 'given_up' ? 'done' : 'conflict';
    }
  }
}

/** The conditional change of an action; false when the item changed meanwhile. */
function change(repo: TRepo, kind: TStuckKind, id: string, action: TStuckAction, now: Date) {
  const key = `${kind}:${action}`;
  switch (key) {
    case 'mail:retry':
      return repo.retryMail(id, now);
    case 'mail:handled':
      return repo.markMailHandled(id, now);
    case 'refund:retry':
      return repo.retryRefund(id, now);
    case 'refund:give_up':
      return repo.giveUpRefund(id, now);
    case 'build:retry':
      return repo.retryBuild(id, now);
    case 'build:handled':
      return repo.markBuildHandled(id, now);
    case 'github_check:retry':
      return repo.retryCheck(id, now);
    case 'github_check:give_up':
      return repo.giveUpCheck(id, now);
    default:
      return Promise.resolve(false);
  }
}

/**
 * An admin's action on a stuck item: done and audited in one transaction; answered `changed:
 * false` (nothing done, nothing audited) when the item already is as the action leaves it; 404 for
 * an unknown item, 409 when it is no longer stuck or the action does not apply to its kind.
 */
export async function actOnStuck(
  deps: Pick<TAppDeps, 'db' | 'clock'>,
  input: { actorId: string; kind: TStuckKind; id: string; action: TStuckAction; reason?: string },
): Promise<TStuckActionResult> {
  const { kind, id, action } = input;
  if (!KIND_ACTIONS[kind].includes(action)) throw new AppError('NOT_STUCK', 'system.actionNotAllowed');
  return deps.db.transaction(async (tx) => {
    const repo = createStuckWorkActionsRepository(tx);
    const now = deps.clock.now();
    let state: TStanding | null = await standing(repo, kind, id, action, now);
    if (state === 'apply' && !(await change(repo, kind, id, action, now))) {
      // Changed by a worker or another admin in between: answered by where it stands now.
      state = await standing(repo, kind, id, action, now);
      if (state === 'apply') state = 'conflict';
    }
    if (state === null) throw notFound();
    if (state === 'not_allowed') throw new AppError('NOT_STUCK', 'system.actionNotAllowed');
    if (state === 'conflict') throw new AppError('NOT_STUCK', 'system.notStuck');
    if (state === 'apply') {
      await writeAudit(tx, {
        actorId: input.actorId,
        action: `stuck.${action}`,
        entityType: kind,
        entityId: id,
        data: input.reason ? { reason: input.reason } : {},
      });
    }
    return { kind, id, action, changed: state === 'apply' };
  });
}
