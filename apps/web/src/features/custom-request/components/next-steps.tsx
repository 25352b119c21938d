import Clock from 'lucide-react/icons/clock';
import MailCheck from 'lucide-react/icons/mail-check';
import MessageSquareText from 'lucide-react/icons/message-square-text';
import Paperclip from 'lucide-react/icons/paperclip';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { formatFileSize } from '../../../lib/file-size';
import { ATTACHMENT_MAX_BYTES, attachmentKindsText } from '../utils/attachment-rules';

const STEPS = [
  { key: 'describe', icon: MessageSquareText },
  { key: 'review', icon: Clock },
  { key: 'reply', icon: MailCheck },
] as const;

/** 'Qué pasa después': the three steps from the request to our reply, the attachment and privacy notes. */
export function NextSteps() {
  const { t, i18n } = useTranslation('custom-request');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const titleId = useId();
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={titleId}>
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {t('next.title')}
        </h2>
        <ol className="mt-5 space-y-5">
          {STEPS.map(({ key, icon: Icon }, index) => (
            <li key={key} className="flex gap-3">
              <span className="relative flex size-10 shrink-0 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700">
                <Icon className="size-5" aria-hidden="true" />
                <span className="absolute -top-1.5 -right-1.5 flex size-5 items-center justify-center rounded-full bg-indigo-600 text-[0.65rem] font-bold text-white ring-2 ring-white">
                  {index + 1}
                </span>
              </span>
              <div className="min-w-0">
                <h3 className="text-sm font-semibold text-slate-900">{t(`next.steps.${key}.title`)}</h3>
                <p className="mt-0.5 text-sm leading-relaxed text-slate-600">{t(`next.steps.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
        <div className="mt-6 space-y-3 border-t border-slate-100 pt-5 text-sm">
          <p className="flex gap-2.5 text-slate-700">
            <Paperclip className="mt-0.5 size-4 shrink-0 text-indigo-600" aria-hidden="true" />
            <span>
              <span className="font-semibold text-slate-900">{t('next.attachment.title')}</span>{' '}
              {t('next.attachment.text', {
                types: attachmentKindsText(language),
                limit: formatFileSize(ATTACHMENT_MAX_BYTES, language),
              })}
            </span>
          </p>
          <p className="flex gap-2.5 text-slate-700">
            <ShieldCheck className="mt-0.5 size-4 shrink-0 text-indigo-600" aria-hidden="true" />
            <span>{t('next.privacy')}</span>
          </p>
        </div>
      </section>
    </Card>
  );
}
