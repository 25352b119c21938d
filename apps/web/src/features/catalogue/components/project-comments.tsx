import type { TProject } from '@vitrina/shared/projects/project.responses';
import MessageSquare from 'lucide-react/icons/message-square';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session-store';
import { initials } from '../utils/initials';
import { DetailSection } from './detail-section';
import { LoginPrompt } from './login-prompt';

interface TComment {
  author: string;
  text: string;
}

/** userobservations are single-entry maps { name: text }; anything else is skipped. */
export function readComments(observations: TProject['userobservations']): TComment[] {
  return observations.flatMap((entry) =>
    Object.entries(entry ?? {})
      .filter(([, text]) => typeof text === 'string' && text.trim() !== '')
      .map(([author, text]) => ({ author: author.trim(), text })),
  );
}

/** The comments, as plain text, oldest first; visitors get a login prompt. */
export function ProjectComments({ project }: { project: TProject }) {
  const { t } = useTranslation('catalogue');
  const { user } = useSession();
  const comments = readComments(project.userobservations);

  return (
    <DetailSection
      title={t('detail.comments.title')}
      aside={
        comments.length > 0 ? (
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-700">
            {t('detail.comments.count', { count: comments.length })}
          </span>
        ) : undefined
      }
    >
      {comments.length === 0 ? (
        <p className="flex items-center gap-2 text-slate-600">
          <MessageSquare className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
          {t('detail.comments.empty')}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {comments.map((comment, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: comments have no id; the list only grows at the end
            <li key={index} className="flex gap-3 py-4 first:pt-0 last:pb-0">
              <span
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-violet-500 text-sm font-bold text-white"
                aria-hidden="true"
              >
                {initials(comment.author) || '?'}
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-slate-900">
                  {comment.author || t('detail.comments.anonymous')}
                </p>
                <p className="mt-1 whitespace-pre-line break-words text-slate-700">{comment.text}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {/* The engagement issue adds the comment form for signed-in people here. */}
      {!user && (
        <LoginPrompt
          className="mt-5"
          action={t('detail.comments.login')}
          icon={<MessageSquare className="size-5" aria-hidden="true" />}
        >
          {t('detail.comments.loginHint')}
        </LoginPrompt>
      )}
    </DetailSection>
  );
}
