import { useTranslation } from 'react-i18next';
import { notesLines } from '../../domain/release-notes';
import { cn } from '../ui/cn';

interface ReleaseNotesProps {
  notes: string;
  className?: string;
}

/**
 * A version's release notes as their developer wrote them: plain text, line by line, its web
 * addresses as links that open in a new tab and vouch for nothing (`nofollow ugc`). Never HTML.
 */
export function ReleaseNotes({ notes, className }: ReleaseNotesProps) {
  const { t } = useTranslation();
  return (
    <div className={cn('space-y-0.5 text-sm leading-relaxed wrap-anywhere text-slate-800', className)}>
      {notesLines(notes).map((parts, line) =>
        parts.length === 0 ? (
          // A blank line parts two paragraphs.
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines never move
          <div key={line} className="h-2" aria-hidden="true" />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines never move
          <p key={line}>
            {parts.map((part, index) =>
              part.kind === 'link' ? (
                <a
                  // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move
                  key={index}
                  href={part.href}
                  target="_blank"
                  rel="noopener nofollow ugc"
                  className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
                >
                  {part.text}
                  <span className="sr-only"> {t('newTab')}</span>
                </a>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move
                <span key={index}>{part.text}</span>
              ),
            )}
          </p>
        ),
      )}
    </div>
  );
}
