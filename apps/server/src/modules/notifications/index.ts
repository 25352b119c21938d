// The notifications module's public entry: what the product tells people, one function per event.
export { createNotifications, type TNotifications } from './notifications';
export { unsubscribeUrls } from './optional-mail';
export {
  createOwnerNoticeWorker,
  OWNER_BATCH_SIZE,
  startOwnerNoticeWorker,
  type TOwnerBatch,
  type TOwnerNoticeWorker,
} from './owner-notices';
