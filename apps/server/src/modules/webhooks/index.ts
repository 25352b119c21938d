// The webhooks module's public entry: the events other modules write in the transaction of their fact.
export { type TWebhookEvents, webhookEvents } from './webhook-events';
