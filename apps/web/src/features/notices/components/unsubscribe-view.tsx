import { useQuery } from '@tanstack/react-query';
import type { TUnsubscribeDetails } from '@vitrina/shared/notices/notice.schemas';
import type { TFunction } from 'i18next';
import MailCheck from 'lucide-react/icons/mail-check';
import MailX from 'lucide-react/icons/mail-x';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { unsubscribeDetailsQueryOptions, useUnsubscribe } from '../api/unsubscribe';

/** What the link's mails are, in the reader's words. */
function whatText(t: TFunction<'notices'>, details: TUnsubscribeDetails) {
  if (details.kind === 'app_updates')
    return details.appName
      ? t('unsubscribe.what.app_updates', { app: details.appName })
      : t('unsubscribe.what.app_updates_any');
  return t(`unsubscribe.what.${details.kind}`);
}

/**
 * The confirmation page of an e-mail's unsubscribe link: what it stops and for which address,
 * and a button that posts the same one-click request a mail program sends. Opening the page
 * changes nothing (mail scanners follow links). Rendered on the server with what the link names.
 */
export function UnsubscribeView({ token, invalid = false }: { token: string; invalid?: boolean }) {
  const { t } = useTranslation('notices');
  const details = useQuery({ ...unsubscribeDetailsQueryOptions(token), enabled: token !== '' && !invalid });
  const unsubscribe = useUnsubscribe(token);

  // The server found it invalid (its failed read stays in the server's cache only): its words.
  const failure = !invalid && details.isError ? details.error : null;
  let body: ReactNode;
  if (token === '' || invalid || failure || details.isError) {
    body = (
      <EmptyState
        as="h1"
        icon={<TriangleAlert className="size-8" aria-hidden="true" />}
        title={t('unsubscribe.invalid.title')}
        actions={
          <ButtonLink to="/user-profile#email-settings" variant="secondary">
            {t('unsubscribe.settings')}
          </ButtonLink>
        }
      >
        {failure ? <Alert>{getErrorMessage(failure)}</Alert> : <p>{t('unsubscribe.invalid.text')}</p>}
      </EmptyState>
    );
  } else if (details.isPending) {
    body = (
      <p className="flex items-center justify-center gap-2 py-12 text-slate-600" role="status">
        <Spinner />
        {t('unsubscribe.loading')}
      </p>
    );
  } else if (!details.data.subscribed) {
    body = (
      <EmptyState
        as="h1"
        icon={<MailCheck className="size-8" aria-hidden="true" />}
        title={t('unsubscribe.done.title')}
        actions={
          <ButtonLink to="/user-profile#email-settings" variant="secondary">
            {t('unsubscribe.settings')}
          </ButtonLink>
        }
      >
        <p>{whatText(t, details.data)}</p>
        <p className="mt-2">{t('unsubscribe.done.text')}</p>
      </EmptyState>
    );
  } else {
    body = (
      <EmptyState
        as="h1"
        icon={<MailX className="size-8" aria-hidden="true" />}
        title={t('unsubscribe.question')}
        actions={
          // A form that posts to the one-click address, so the page works before its script has
          // run; once it has, the same request goes through the API client.
          <form
            method="post"
            action={`/api/email/unsubscribe?token=${encodeURIComponent(token)}`}
            onSubmit={(event) => {
              event.preventDefault();
              unsubscribe.mutate();
            }}
          >
            <input type="hidden" name="List-Unsubscribe" value="One-Click" />
            <Button type="submit" loading={unsubscribe.isPending}>
              {t('unsubscribe.confirm')}
            </Button>
          </form>
        }
      >
        <p className="font-medium text-slate-800">{whatText(t, details.data)}</p>
        <p className="mt-1">{t('unsubscribe.to', { email: details.data.email })}</p>
        <p className="mt-3 text-sm">{t('unsubscribe.keepNotices')}</p>
        {unsubscribe.isError && (
          <Alert className="mt-4">
            {t('unsubscribe.failed')}: {getErrorMessage(unsubscribe.error)}
          </Alert>
        )}
      </EmptyState>
    );
  }

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-16">
      <Card className="p-2 sm:p-6">{body}</Card>
    </div>
  );
}
