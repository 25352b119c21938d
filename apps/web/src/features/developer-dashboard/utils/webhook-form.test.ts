import { describe, expect, it } from 'vitest';
import {
  deliveryProblem,
  deliveryState,
  lastDeliveryState,
  webhookBody,
  webhookField,
  ZWebhookForm,
} from './webhook-form';

const typed = {
  url: ' https://hooks.example.com/vitrina ',
  events: ['sale.completed' as const],
  description: '',
};

describe('the webhook endpoint form', () => {
  it('sends the address trimmed, the events chosen, and no description when it is empty', () => {
    expect(webhookBody(typed)).toEqual({
      url: 'https://hooks.example.com/vitrina',
      events: ['sale.completed'],
      description: null,
    });
    expect(webhookBody({ ...typed, description: '  Orders  ' }).description).toBe('Orders');
  });

  it('asks for an address and an event before the server is asked', () => {
    const result = ZWebhookForm.safeParse({ url: ' ', events: [], description: 'x'.repeat(201) });
    expect(result.success).toBe(false);
    // The first message of each field is the one shown under it.
    const first = new Map<string, string>();
    for (const issue of result.error?.issues ?? [])
      if (!first.has(issue.path.join('.'))) first.set(issue.path.join('.'), issue.message);
    expect(Object.fromEntries(first)).toEqual({
      url: 'webhook.urlRequired',
      events: 'webhook.eventsRequired',
      description: 'webhook.descriptionTooLong',
    });
    expect(ZWebhookForm.safeParse({ ...typed, url: 'hooks.example.com' }).error?.issues[0]?.message).toBe(
      'webhook.urlInvalid',
    );
  });

  it("puts the server's messages under the form's fields", () => {
    expect(webhookField('url')).toBe('url');
    expect(webhookField('body.url')).toBe('url');
    expect(webhookField('/events/1')).toBe('events');
    expect(webhookField('events.0')).toBe('events');
    expect(webhookField('description')).toBe('description');
    expect(webhookField('secret')).toBeNull();
  });
});

describe('the delivery log', () => {
  it('tells a delivery waiting for its first attempt from one being retried', () => {
    expect(deliveryState({ status: 'pending', attempts: 0 })).toBe('pending');
    expect(deliveryState({ status: 'pending', attempts: 2 })).toBe('retrying');
    expect(deliveryState({ status: 'delivered', attempts: 1 })).toBe('delivered');
    expect(deliveryState({ status: 'failed', attempts: 1 })).toBe('failed');
  });

  it("reads an endpoint's last delivery as retrying once an answer came back", () => {
    expect(lastDeliveryState({ status: 'pending', responseStatus: null })).toBe('pending');
    expect(lastDeliveryState({ status: 'pending', responseStatus: 503 })).toBe('retrying');
    expect(lastDeliveryState({ status: 'delivered', responseStatus: 200 })).toBe('delivered');
  });

  it('says why an attempt got no answer', () => {
    expect(deliveryProblem(null)).toBeNull();
    expect(deliveryProblem('timeout')).toEqual({ kind: 'timeout' });
    expect(deliveryProblem('address refused: webhook.urlNotPublic')).toEqual({
      kind: 'refused',
      messageKey: 'webhook.urlNotPublic',
    });
    expect(deliveryProblem('connect ECONNREFUSED 203.0.113.7:443')).toEqual({
      kind: 'network',
      detail: 'connect ECONNREFUSED 203.0.113.7:443',
    });
  });
});
