import type {
  TAdminCustomRequest,
  TAdminCustomRequestPage,
  TAttachmentType,
} from '@vitrina/shared/custom-requests/custom-request.schemas';
import { pickLanguage } from '@vitrina/shared/i18n/messages';
import type { TAppDeps } from '../../app-deps';
import { writeAudit } from '../../db/audit';
import { createCustomRequestRepository } from '../../db/repositories/custom-request.repository';
import { createMailOutboxRepository } from '../../db/repositories/mail-outbox.repository';
import { putBytes, readBytes } from '../../integrations/blob-store/blob-bytes';
import { AppError } from '../../lib/app-error';
import { pageOf } from '../../lib/paging';
import { createCustomRequestAccess, type TActor } from '../access';
import type { TNotifications } from '../notifications';

export type TNewCustomRequest = {
  name: string;
  email: string;
  description: string;
  sharedUrl: string;
  userId: string | null;
  language: string | undefined;
  attachment: { name: string; type: TAttachmentType; content: Buffer } | null;
};

export function createCustomRequestService(
  deps: TAppDeps,
  { notifications }: { notifications: TNotifications },
) {
  const { db, clock, blobs } = deps;
  const repo = createCustomRequestRepository(db);
  const outbox = createMailOutboxRepository(db);
  const access = createCustomRequestAccess(db);

  return {
    /**
     * Stores the request and queues its e-mail in one transaction: stored means it will be sent.
     * Its file goes to the blob store first (a request that then fails leaves only an unused blob).
     */
    async create(input: TNewCustomRequest) {
      const now = clock.now();
      const attachmentKey = input.attachment ? await putBytes(blobs, input.attachment.content) : null;
      return db.transaction(async (tx) => {
        const request = await createCustomRequestRepository(tx).insert({
          name: input.name,
          email: input.email,
          description: input.description,
          sharedUrl: input.sharedUrl || null,
          userId: input.userId,
          attachmentName: input.attachment?.name ?? null,
          attachmentType: input.attachment?.type ?? null,
          attachmentSize: input.attachment?.content.length ?? null,
          attachmentKey,
          language: pickLanguage(input.language),
          createdAt: now,
        });
        await notifications.customRequestReceived(tx, { request });
        await writeAudit(tx, {
          actorId: input.userId,
          action: 'custom_request.created',
          entityType: 'custom_request',
          entityId: request.id,
          data: {
            attachment: input.attachment
              ? { name: input.attachment.name, bytes: input.attachment.content.length }
              : null,
          },
        });
        return request;
      });
    },

    async list(page: number, size: number): Promise<TAdminCustomRequestPage> {
      const { rows, total: totalCount } = await repo.list(page, size);
      const mails = await outbox.listByCustomRequests(rows.map((r) => r.id));
      const mailOf = new Map(mails.map((m) => [m.customRequestId, m]));
      return {
        requests: rows.map((r): TAdminCustomRequest => {
          const mail = mailOf.get(r.id);
          return {
            id: r.id,
            name: r.name,
            email: r.email,
            description: r.description,
            sharedUrl: r.sharedUrl,
            userId: r.userId,
            attachment:
              r.attachmentName && r.attachmentType
                ? { name: r.attachmentName, type: r.attachmentType, size: r.attachmentSize ?? 0 }
                : null,
            createdAt: r.createdAt.toISOString(),
            delivery: {
              status: mail?.status ?? 'PENDING',
              attempts: mail?.attempts ?? 0,
              lastError: mail?.lastError ?? null,
              sentAt: mail?.sentAt?.toISOString() ?? null,
              nextAttemptAt: mail && mail.status === 'PENDING' ? mail.nextAttemptAt.toISOString() : null,
            },
          };
        }),
        ...pageOf(totalCount, page, size),
      };
    },

    /** A request's file as it was sent (from the blob store), for someone who may read it; 404 when it has none. */
    async attachment(viewer: TActor, id: string) {
      await access.loadFor(id, viewer, 'read');
      const found = await repo.findAttachment(id);
      if (!found) throw new AppError('NOT_FOUND', 'error.notFound');
      const content = await readBytes(blobs, found.key);
      if (!content)
        throw new Error(`attachment ${found.key} of custom request ${id} is not in the blob store`);
      return { name: found.name, type: found.type, content };
    },
  };
}
