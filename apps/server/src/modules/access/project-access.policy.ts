import { commentsOpen } from '@vitrina/shared/projects/statuses';
import type { TDb } from '../../db/client';
import { createEngagementRepository } from '../../db/repositories/engagement.repository';
import { createPaymentRepository } from '../../db/repositories/payment.repository';
import {
  createProjectRepository,
  type TProjectWithDeveloper,
} from '../../db/repositories/project.repository';
import { AppError, forbidden } from '../../lib/app-error';
import { isUuid } from '../../lib/public-url';
import { isAdmin, isSelf, type TActor } from './actor';
import { asyncPolicyOf } from './policy';

/**
 * What an actor may want to do with one project. Routes declare who may call them at all (visitor,
 * signed in, role); this policy decides for the particular project, and is the only place that does.
 * - `find`: see it as listed: published, or their own, or any for an admin (lists, engagement).
 * - `view`: open its page: what `find` allows, plus a suspended app its buyer paid for.
 * - `manage`: edit it, change its status, remove it or ask for its deletion: its developer or an admin.
 * - `rate` / `comment` / `favorite`: take part on its page.
 * - `reply`: answer a comment on its page, or edit that answer: its developer, while it is published.
 * - `removeReply`: take down an answer to one of its comments: its developer (their own answer) or
 *   an admin (moderation, as they remove comments), whatever its status.
 * - `unfavorite`: check or clear a favourite, also of an app no longer listed.
 * - `claim`: get it: a free app's claim, or a paid one's captured order confirmed (published only).
 * - `buy`: start a payment for it.
 * - `open`: use the app itself (its address, its files): free while published, paid for (or claimed)
 *   whatever its status since, its developer or an admin.
 * - `countView`: a look at it counts as a view in its figures.
 * - `seeReview`: see what its developer and its reviewers see: the reviewer's note, the changes
 *   waiting for review, the repository's check: its developer or an admin.
 * - `preview`: open one of its builds on the app's own host before (or besides) the one the store
 *   serves: its developer or an admin.
 * - `decideAsAdmin`: change its status as its reviewer (the admin's transitions; a rejection needs
 *   a reason) and take it down at once even when it is paid or sold: an admin.
 * - `editAsAdmin`: edit it as its reviewer (applied at once, status kept, the commission override
 *   honoured): an admin who is not its developer (their own app's edit is a developer's edit).
 * - `followUpdates`: choose whether its update mails come: a person who owns it (bought or claimed),
 *   whatever its status since.
 */
export type TProjectAction =
  | 'find'
  | 'view'
  | 'manage'
  | 'seeReview'
  | 'preview'
  | 'decideAsAdmin'
  | 'editAsAdmin'
  | 'rate'
  | 'comment'
  | 'reply'
  | 'removeReply'
  | 'favorite'
  | 'unfavorite'
  | 'claim'
  | 'buy'
  | 'open'
  | 'countView'
  | 'followUpdates';

const projectNotFound = () => new AppError('NOT_FOUND', 'project.notFound');

/**
 * What an actor may do with a list of projects rather than one: every developer's (`developerId`
 * null: the all-projects list) or one developer's (their page, their dashboard).
 * - `seeUnpublished`: see the list's apps in every status, with the reviewer's notes (and, on a
 *   developer's list, their deletion requests and waiting changes): that developer, or an admin;
 *   the list of every developer's apps: an admin. Anyone else sees the published apps only.
 */
export type TProjectListAction = 'seeUnpublished';

/** The projects a list is made of: one developer's, or everyone's (null). */
export type TProjectListing = { developerId: string | null };

const isOwner = (actor: TActor, { project }: TProjectWithDeveloper) => isSelf(actor, project.developerId);
/** Its developer and admins see and may do everything with a project, whatever its status. */
const isPrivileged = (actor: TActor, item: TProjectWithDeveloper) => isOwner(actor, item) || isAdmin(actor);
const isListed = (actor: TActor, item: TProjectWithDeveloper) =>
  item.project.status === 'PUBLISHED' || isPrivileged(actor, item);

/** The project access policy: `authorize(actor, action, project)` and the loaders built on it. */
export function createProjectAccess(db: TDb) {
  const projects = createProjectRepository(db);
  const payments = createPaymentRepository(db);
  const engagement = createEngagementRepository(db);

  const bought = async (actor: TActor, item: TProjectWithDeveloper) =>
    actor !== null && (await payments.hasPurchased(actor.id, item.project.id)) !== null;
  // Pay once, use always: a suspended app stays open to the people who bought it.
  const keptForBuyer = async (actor: TActor, item: TProjectWithDeveloper) =>
    item.project.status === 'SUSPENDED' && (await bought(actor, item));

  /** Why the actor may not do this, as the error to answer; null when they may. */
  async function refusal(actor: TActor, action: TProjectAction, item: TProjectWithDeveloper) {
    const { project } = item;
    switch (action) {
      case 'find':
      case 'favorite':
        return isListed(actor, item) ? null : projectNotFound();
      case 'view':
        return isListed(actor, item) || (await keptForBuyer(actor, item)) ? null : projectNotFound();
      case 'manage':
        if (!isListed(actor, item)) return projectNotFound();
        return isPrivileged(actor, item) ? null : forbidden();
      case 'rate':
        if (!isListed(actor, item)) return projectNotFound();
        if (project.status !== 'PUBLISHED') return new AppError('CANNOT_RATE', 'engagement.notPublished');
        if (isOwner(actor, item)) return new AppError('CANNOT_RATE', 'engagement.ownApp');
        if (project.priceCents > 0 && !(await bought(actor, item)))
          return new AppError('CANNOT_RATE', 'engagement.buyersOnly');
        return null;
      case 'comment':
        if (!isListed(actor, item)) return projectNotFound();
        return commentsOpen(project.status) ? null : new AppError('FORBIDDEN', 'engagement.notPublished');
      case 'reply':
        if (!isListed(actor, item)) return projectNotFound();
        if (!isOwner(actor, item)) return new AppError('FORBIDDEN', 'engagement.replyOwnAppOnly');
        return commentsOpen(project.status) ? null : new AppError('FORBIDDEN', 'engagement.repliesClosed');
      case 'removeReply':
        if (!isListed(actor, item)) return projectNotFound();
        return isPrivileged(actor, item) ? null : forbidden();
      case 'unfavorite':
        // A favourite stays visible to its owner so it can be checked and cleared.
        if (isListed(actor, item)) return null;
        if (actor && (await engagement.isFavorite(actor.id, project.id))) return null;
        return (await keptForBuyer(actor, item)) ? null : projectNotFound();
      case 'claim':
      case 'buy':
        if (project.status !== 'PUBLISHED')
          return isPrivileged(actor, item)
            ? new AppError('NOT_FOR_SALE', 'payment.notForSale')
            : projectNotFound();
        if (action === 'claim') return null;
        if (isOwner(actor, item)) return new AppError('OWN_PROJECT', 'payment.ownProject');
        // A free app is claimed, not bought; pay what you want from 0 may be paid for too.
        if (project.priceCents <= 0 && !project.payWhatYouWant)
          return new AppError('PAYMENT_INVALID_AMOUNT', 'payment.invalidAmount');
        if (await bought(actor, item)) return new AppError('ALREADY_PURCHASED', 'payment.alreadyPurchased');
        return null;
      case 'open':
        // A free app is open to everyone while it is in the store; a bought one (or one claimed
        // free) stays open to its buyer whatever happens to it: pay once, use always.
        if (isPrivileged(actor, item)) return null;
        if (project.priceCents === 0 && project.status === 'PUBLISHED') return null;
        return (await bought(actor, item)) ? null : forbidden();
      case 'countView':
        return project.status === 'PUBLISHED' && !isPrivileged(actor, item) ? null : forbidden();
      case 'seeReview':
      case 'preview':
        return isPrivileged(actor, item) ? null : forbidden();
      case 'decideAsAdmin':
        return isAdmin(actor) ? null : forbidden();
      case 'editAsAdmin':
        return isAdmin(actor) && !isOwner(actor, item) ? null : forbidden();
      case 'followUpdates':
        if (await bought(actor, item)) return null;
        return isListed(actor, item)
          ? new AppError('FORBIDDEN', 'notice.settings.appNotOwned')
          : projectNotFound();
    }
  }

  /** Why the actor may not do this with a list of projects, as the error to answer; null when they may. */
  function listRefusal(actor: TActor, action: TProjectListAction, listing: TProjectListing) {
    switch (action) {
      case 'seeUnpublished':
        if (isAdmin(actor)) return null;
        return listing.developerId !== null && isSelf(actor, listing.developerId) ? null : forbidden();
    }
  }

  /** Loads a project by id or slug; 404 when there is none (whatever the actor). */
  async function load(idOrSlug: string): Promise<TProjectWithDeveloper> {
    const found = await projects.findWithDeveloper(isUuid(idOrSlug) ? { id: idOrSlug } : { slug: idOrSlug });
    if (!found) throw projectNotFound();
    return found;
  }

  return {
    ...asyncPolicyOf(refusal, load),
    listRefusal,
    /** Whether the actor may do this with a list of projects (no error). */
    canList: (actor: TActor, action: TProjectListAction, listing: TProjectListing) =>
      listRefusal(actor, action, listing) === null,
  };
}

export type TProjectAccess = ReturnType<typeof createProjectAccess>;
