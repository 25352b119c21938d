// The notifications module's public entry: what the product tells people, one function per event.
export { createNotifications, type TNotifications } from './notifications';
