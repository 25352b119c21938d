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
import { AppError } from '../../lib/app-error';
import { pageOf } from '../../lib/paging';
import { publicBaseUrl } from '../../lib/public-url';
import { createCustomRequestAccess, type TActor } from '../access';
import { enqueueMail } from '../mail/mail-outbox';
import { customRequestMail } from '../mail/mail-templates';

export type TNewCustomRequest = {
  name: string;
  email: string;
  description: string;
  sharedUrl: string;
  userId: string | null;
  language: string | undefined;
  attachment: { name: string; type: TAttachmentType; content: Buffer } | null;
};

export function createCustomRequestService(deps: TAppDeps) {
  const { db, clock, config } = deps;
  const publicUrl = publicBaseUrl(config);
  const repo = createCustomRequestRepository(db);
  const outbox = createMailOutboxRepository(db);
  const access = createCustomRequestAccess(db);

  return {
    /** Stores the request and queues its e-mail in one transaction: stored means it will be sent. */
    async create(input: TNewCustomRequest) {
      const now = clock.now();
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
          attachment: input.attachment?.content ?? null,
          language: pickLanguage(input.language),
          createdAt: now,
        });
        const message = customRequestMail({
          id: request.id,
          productName: config.PRODUCT_NAME,
          name: input.name,
          email: input.email,
          description: input.description,
          sharedUrl: input.sharedUrl || null,
          attachmentName: input.attachment?.name ?? null,
          adminUrl: `${publicUrl}/admin-dashboard?tab=requests`,
        });
        await enqueueMail(tx, { ...message, to: { email: config.MAIL_TO } }, now);
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

    /** A request's attached file, for someone who may read the request (404 when it has none). */
    async attachment(viewer: TActor, id: string) {
      await access.loadFor(id, viewer, 'read');
      const found = await repo.findAttachment(id);
      if (!found) throw new AppError('NOT_FOUND', 'error.notFound');
      return found;
    },
  };
}
