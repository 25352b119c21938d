import { useTranslation } from 'react-i18next';
import { data, useLoaderData, useSearchParams } from 'react-router';
import { unsubscribeDetailsQueryOptions } from '../../features/notices/api/unsubscribe';
import { UnsubscribeView } from '../../features/notices/components/unsubscribe-view';
import { ApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { serverLoader } from '../page-data';

/**
 * The confirmation page of an e-mail's unsubscribe link (/unsubscribe?token=…), rendered on the
 * server in the reader's language with what the link stops; a link we did not sign answers 400.
 * Opening it changes nothing: the button posts the one-click request.
 */
export const loader = serverLoader(async ({ queryClient }, { request }) => {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (!token) return data({ invalid: true }, { status: 400 });
  try {
    await queryClient.ensureQueryData(unsubscribeDetailsQueryOptions(token));
    return null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return data({ invalid: true }, { status: 400 });
    return null; // Any other failure: the browser asks again.
  }
});

export function Component() {
  const { t } = useTranslation('notices');
  const [params] = useSearchParams();
  // The server found the link invalid: the page says so at once, and the browser does not ask again.
  const invalid = (useLoaderData() as { invalid?: boolean } | null)?.invalid === true;
  useDocumentTitle(t('unsubscribe.title'));
  return <UnsubscribeView token={params.get('token') ?? ''} invalid={invalid} />;
}
