// The mail module's public entry: the outbox, a queue (enqueueMail) and its sender.
export type { TOutboxMessage } from '../../db/repositories/mail-outbox.repository';
export {
  createMailOutbox,
  enqueueMail,
  enqueueMails,
  startMailWorker,
  type TMailOutbox,
} from './mail-outbox';
