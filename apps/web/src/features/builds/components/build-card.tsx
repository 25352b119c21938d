import type { TBuild } from '@vitrina/shared/builds/build.schemas';
import CircleAlert from 'lucide-react/icons/circle-alert';
import Clock from 'lucide-react/icons/clock';
import MessageSquareWarning from 'lucide-react/icons/message-square-warning';
import NotebookPen from 'lucide-react/icons/notebook-pen';
import ShieldX from 'lucide-react/icons/shield-x';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BuildSource } from '../../../components/domain/build-source';
import { CommitLink } from '../../../components/domain/commit-link';
import { LaunchButton } from '../../../components/domain/launch-button';
import { ReleaseNotes } from '../../../components/domain/release-notes';
import { Button } from '../../../components/ui/button';
import { Fact } from '../../../components/ui/fact';
import { launchBuild } from '../../../domain/app-launch';
import { formatBuildDate } from '../../../domain/build-display';
import { buildFailureText, buildFilesText } from '../../../domain/build-format';
import { buildStateOf, isImportOpen } from '../utils/build-status';
import { BuildProgress } from './build-progress';
import { BuildStatusChip, CurrentChip } from './build-status-chip';

interface BuildCardProps {
  build: TBuild;
  /**
   * The viewer is an admin: a build waiting for review links to where it is decided, and an
   * approved one may be withdrawn; the developer writes the release notes.
   */
  asAdmin: boolean;
  onEditNotes: (build: TBuild) => void;
  onWithdraw: (build: TBuild) => void;
}

/** A note under the facts: why it failed, why it was rejected, or what happens next. */
function Note({
  tone,
  icon,
  title,
  children,
}: {
  tone: 'red' | 'amber' | 'sky' | 'slate';
  icon: ReactNode;
  title?: string;
  children: ReactNode;
}) {
  const tones = {
    red: 'bg-red-50 text-red-950 ring-red-200',
    amber: 'bg-amber-50 text-amber-950 ring-amber-200',
    sky: 'bg-sky-50 text-sky-950 ring-sky-200',
    slate: 'bg-slate-100 text-slate-900 ring-slate-300',
  } as const;
  return (
    <div className={`flex items-start gap-2 rounded-xl px-3 py-2 text-sm ring-1 ${tones[tone]}`}>
      <span className="mt-0.5 shrink-0">{icon}</span>
      <div className="min-w-0 wrap-anywhere">
        {title && <p className="font-semibold">{title}</p>}
        {children}
      </div>
    </div>
  );
}

/**
 * 'Notas de la versión': what changes in it, as its developer wrote them (or its GitHub release
 * did), with 'Editar notas' for its developer until it is approved.
 */
function NotesSection({ build, asAdmin, onEdit }: { build: TBuild; asAdmin: boolean; onEdit: () => void }) {
  const { t } = useTranslation('builds');
  const editable = build.releaseNotesEditable && !asAdmin && build.status !== 'FAILED';
  const fromReleaseLater = build.source.kind === 'release' && isImportOpen(build);
  return (
    <div className="mt-4 border-t border-slate-100 pt-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{t('card.notes')}</h4>
        {editable && (
          <Button
            variant="ghost"
            size="sm"
            onClick={onEdit}
            icon={<NotebookPen className="size-4" aria-hidden="true" />}
            aria-label={t('card.editNotesLabel', { version: build.version })}
          >
            {build.releaseNotes ? t('card.editNotes') : t('card.addNotes')}
          </Button>
        )}
      </div>
      {build.releaseNotes ? (
        <ReleaseNotes notes={build.releaseNotes} className="mt-1.5" />
      ) : (
        <p className="mt-1.5 text-sm text-slate-600">
          {fromReleaseLater ? t('card.notesNoneRelease') : t('card.notesNone')}
        </p>
      )}
    </div>
  );
}

/**
 * One build of the list: version, state ('Actual' for the one served), where it came from, its
 * commit, files and size, when and by whom; the import's progress while it runs, why it failed,
 * was rejected or withdrawn, its release notes, and 'Abrir' to preview it once ready.
 */
export function BuildCard({ build, asAdmin, onEditNotes, onWithdraw }: BuildCardProps) {
  const { t, i18n } = useTranslation('builds');
  const { t: tc } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'es';
  const state = buildStateOf(build);
  const files = buildFilesText(build, language);
  const headingId = `build-${build.id}`;
  const title = t('card.version', { version: build.version });
  const open = isImportOpen(build);
  const failure = state === 'failed' ? build.failure : null;
  const hasNote = open || !!failure || state === 'rejected' || state === 'inReview' || state === 'withdrawn';

  return (
    <li
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm shadow-slate-900/5 sm:p-5"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <h3 id={headingId} className="min-w-0 text-base font-semibold wrap-anywhere text-slate-900">
            {title}
          </h3>
          <BuildStatusChip state={state} />
          {build.isCurrent && <CurrentChip />}
          {build.spa && (
            <span className="inline-flex rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700">
              {t('card.spa')}
            </span>
          )}
        </div>
        {build.status === 'READY' && (
          <div className="flex flex-wrap gap-2 self-start sm:shrink-0">
            {asAdmin && state === 'approved' && (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onWithdraw(build)}
                icon={<ShieldX className="size-4" aria-hidden="true" />}
                aria-label={t('card.withdrawLabel', { version: build.version })}
              >
                {t('card.withdraw')}
              </Button>
            )}
            <LaunchButton
              launch={() => launchBuild(build.id)}
              toastId={build.id}
              variant="secondary"
              size="sm"
              aria-label={t('card.openLabel', { version: build.version })}
            >
              {t('card.open')}
            </LaunchButton>
          </div>
        )}
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 lg:grid-cols-4">
        <Fact label={t('card.source')} weight="medium" wide>
          <BuildSource source={build.source} />
        </Fact>
        <Fact label={t('card.commit')} weight="medium">
          {build.commitSha ? (
            <CommitLink sha={build.commitSha} url={build.commitUrl} />
          ) : (
            <span className="font-normal text-slate-600">{t('card.commitPending')}</span>
          )}
        </Fact>
        <Fact label={t('card.files')} weight="medium">
          {build.status === 'READY' ? tc(files.key, files.values) : '—'}
        </Fact>
        <Fact label={t('card.added')} weight="medium" wide>
          {t('card.addedBy', {
            date: formatBuildDate(build.createdAt, language),
            name: build.createdByName || (build.createdById ? '—' : t('card.unknownPerson')),
          })}
        </Fact>
      </dl>

      {hasNote && (
        <div className="mt-4 space-y-3">
          {open && <BuildProgress progress={build.progress} version={build.version} />}
          {failure && (
            <Note
              tone="red"
              icon={<CircleAlert className="size-4 text-red-700" aria-hidden="true" />}
              title={t('card.failedTitle')}
            >
              <p>{buildFailureText(failure, language)}</p>
            </Note>
          )}
          {state === 'rejected' && (
            <Note
              tone="amber"
              icon={<MessageSquareWarning className="size-4 text-amber-700" aria-hidden="true" />}
              title={t('card.rejectedTitle')}
            >
              {build.reviewNote && (
                <blockquote className="mt-1 border-l-4 border-amber-400 pl-3 whitespace-pre-line text-slate-900">
                  {build.reviewNote}
                </blockquote>
              )}
            </Note>
          )}
          {state === 'withdrawn' && (
            <Note
              tone="slate"
              icon={<ShieldX className="size-4 text-red-700" aria-hidden="true" />}
              title={t('card.withdrawnTitle')}
            >
              <p>{t('card.withdrawnText')}</p>
              {build.withdrawnReason && (
                <blockquote className="mt-1 border-l-4 border-slate-400 pl-3 whitespace-pre-line text-slate-900">
                  {build.withdrawnReason}
                </blockquote>
              )}
            </Note>
          )}
          {state === 'inReview' && (
            <Note tone="sky" icon={<Clock className="size-4 text-sky-700" aria-hidden="true" />}>
              <p>
                {asAdmin ? t('card.inReviewAdmin') : t('card.inReview')}{' '}
                {asAdmin && (
                  <Link
                    to="/admin-dashboard"
                    className="font-semibold text-indigo-700 underline underline-offset-2"
                  >
                    {t('card.toReview')}
                  </Link>
                )}
              </p>
            </Note>
          )}
        </div>
      )}

      <NotesSection build={build} asAdmin={asAdmin} onEdit={() => onEditNotes(build)} />
    </li>
  );
}
