import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTOR_KINDS, ALLOWED, accessActors, FORBIDDEN, outcome } from '../../../test/access-fixtures';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';
import { createWebhookRepository, type TWebhookEndpointRow } from '../../db/repositories/webhook.repository';
import { createWebhookAccess, type TWebhookAction } from './webhook-access.policy';

/** The webhook endpoint policy: an endpoint is its developer's alone. */
let t: TTestApp;
let github: TFakeGithub;
let people: Awaited<ReturnType<typeof accessActors>>;
let access: ReturnType<typeof createWebhookAccess>;
let endpoint: TWebhookEndpointRow;

beforeAll(async () => {
  github = await startFakeGithub();
  t = await createTestApp({ githubUrl: github.url });
  people = await accessActors(t, github);
  access = createWebhookAccess(t.deps.db);
  endpoint = await createWebhookRepository(t.deps.db).insertEndpoint({
    developerId: people.accounts.owner.user.id,
    url: 'https://93.184.215.14/webhooks',
    events: ['sale.completed'],
    secret: 'whsec_politica',
  });
});
afterAll(async () => {
  await t.close();
  await github.close();
});

const ENDPOINT_NOT_FOUND = { code: 'NOT_FOUND', messageKey: 'webhook.notFound' };

describe('the webhook endpoint policy', () => {
  it.each(
    (['read', 'change'] as TWebhookAction[]).flatMap((action) =>
      ACTOR_KINDS.map((kind) => [action, kind] as const),
    ),
  )('%s, asked by %s: its developer only, to anyone else it does not exist', (action, kind) => {
    const expected = kind === 'owner' ? ALLOWED : ENDPOINT_NOT_FOUND;
    expect(outcome(access.refusal(people.as[kind], action, endpoint))).toEqual(expected);
    expect(access.can(people.as[kind], action, endpoint)).toBe(expected === null);
  });

  it('loads an endpoint by its id; an unknown id or one that is not a UUID does not exist', async () => {
    expect((await access.loadFor(endpoint.id, people.as.owner, 'change')).id).toBe(endpoint.id);
    await expect(access.loadFor(randomUUID(), people.as.owner, 'read')).rejects.toMatchObject(
      ENDPOINT_NOT_FOUND,
    );
    await expect(access.loadFor('no-es-un-id', people.as.owner, 'read')).rejects.toMatchObject(
      ENDPOINT_NOT_FOUND,
    );
  });

  it.each(ACTOR_KINDS)('only a developer adds endpoints (%s)', (kind) => {
    const made = () => access.authorizeCreate(people.as[kind]);
    if (kind === 'owner' || kind === 'otherDeveloper') expect(made).not.toThrow();
    else expect(made).toThrow(expect.objectContaining(FORBIDDEN));
  });
});
