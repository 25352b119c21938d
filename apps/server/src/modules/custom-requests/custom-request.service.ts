import type {
  TAdminCustomRequest,
  TAdminCustomRequestPage,
  TAttachmentType,
} from '@vitrina/shared/custom-requests/custom-request.schemas';
import { pickLanguage } from '@vitrina/shared/i18n/messages';
import { count, desc, eq, inArray } from 'drizzle-orm';
import type { TAppDeps } from '../../app-deps';
import { writeAudit } from '../../db/audit';
import { customRequests, mailOutbox } from '../../db/tables/mail';
import { AppError } from '../../lib/app-error';
import { pageOf } from '../../lib/paging';
import { publicBaseUrl } from '../../lib/public-url';
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

  return {
    /** Stores the request and queues its e-mail in one transaction: stored means it will be sent. */
    async create(input: TNewCustomRequest) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const [request] = await tx
          .insert(customRequests)
          .values({
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
          })
          .returning({ id: customRequests.id });
        if (!request) throw new Error('Custom request insert returned nothing');
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
      const [total] = await db.select({ n: count() }).from(customRequests);
      const rows = await db
        .select({
          id: customRequests.id,
          name: customRequests.name,
          email: customRequests.email,
          description: customRequests.description,
          sharedUrl: customRequests.sharedUrl,
          userId: customRequests.userId,
          attachmentName: customRequests.attachmentName,
          attachmentType: customRequests.attachmentType,
          attachmentSize: customRequests.attachmentSize,
          createdAt: customRequests.createdAt,
        })
        .from(customRequests)
        .orderBy(desc(customRequests.createdAt), desc(customRequests.id))
        .limit(size)
        .offset(page * size);
      const mails = rows.length
        ? await db
            .select()
            .from(mailOutbox)
            .where(
              inArray(
                mailOutbox.customRequestId,
                rows.map((r) => r.id),
              ),
            )
        : [];
      const mailOf = new Map(mails.map((m) => [m.customRequestId, m]));
      const totalCount = Number(total?.n ?? 0);
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

    async attachment(id: string) {
      const [row] = await db
        .select({
          name: customRequests.attachmentName,
          type: customRequests.attachmentType,
          content: customRequests.attachment,
        })
        .from(customRequests)
        .where(eq(customRequests.id, id));
      if (!row?.content || !row.name || !row.type) throw new AppError('NOT_FOUND', 404, 'error.notFound');
      return { name: row.name, type: row.type, content: row.content };
    },
  };
}
