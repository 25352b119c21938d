import type { TProject } from '@vitrina/shared/projects/project.responses';
import { isHttpUrl } from '@vitrina/shared/projects/project-urls';
import type { LucideIcon } from 'lucide-react';
import CircleCheck from 'lucide-react/icons/circle-check';
import CirclePlay from 'lucide-react/icons/circle-play';
import ExternalLink from 'lucide-react/icons/external-link';
import FileText from 'lucide-react/icons/file-text';
import ScrollText from 'lucide-react/icons/scroll-text';
import ShieldCheck from 'lucide-react/icons/shield-check';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailSection } from './detail-section';

function Chips({ items, tone = 'slate' }: { items: readonly string[]; tone?: 'slate' | 'indigo' }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li
          key={item}
          className={
            tone === 'indigo'
              ? 'rounded-full bg-indigo-50 px-3 py-1 text-sm font-medium text-indigo-800'
              : 'rounded-lg bg-slate-100 px-2.5 py-1 text-sm font-medium text-slate-700'
          }
        >
          {item}
        </li>
      ))}
    </ul>
  );
}

function SubBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="mb-2.5 text-sm font-semibold uppercase tracking-wide text-slate-600">{title}</h3>
      {children}
    </div>
  );
}

/** Description (plain text, line breaks kept), features, technical details and tags. */
export function ProjectAbout({ project }: { project: TProject }) {
  const { t } = useTranslation('catalogue');
  const hasTechnical = project.technologies.length > 0 || project.compatibility.length > 0 || !!project.size;
  return (
    <DetailSection title={t('detail.about.title')}>
      <div className="space-y-7">
        {/* Plain text: the developer's description is never interpreted as HTML. */}
        <p className="whitespace-pre-line break-words text-base leading-relaxed text-slate-700">
          {project.description || project.shortDescription}
        </p>

        {project.features.length > 0 && (
          <SubBlock title={t('detail.about.features')}>
            <ul className="grid gap-2.5 sm:grid-cols-2">
              {project.features.map((feature) => (
                <li key={feature} className="flex items-start gap-2.5 text-slate-700">
                  <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
          </SubBlock>
        )}

        {hasTechnical && (
          <div className="grid gap-6 sm:grid-cols-2">
            {project.technologies.length > 0 && (
              <SubBlock title={t('detail.about.technologies')}>
                <Chips items={project.technologies} />
              </SubBlock>
            )}
            {project.compatibility.length > 0 && (
              <SubBlock title={t('detail.about.compatibility')}>
                <Chips items={project.compatibility} />
              </SubBlock>
            )}
            {project.size && (
              <SubBlock title={t('detail.about.size')}>
                <p className="text-slate-700">{project.size}</p>
              </SubBlock>
            )}
          </div>
        )}

        {project.tags.length > 0 && (
          <SubBlock title={t('detail.about.tags')}>
            <Chips items={project.tags.map((tag) => `#${tag}`)} tone="indigo" />
          </SubBlock>
        )}
      </div>
    </DetailSection>
  );
}

/** Demo video, documentation, privacy policy and terms: only those present (and http/https). */
export function ProjectLinks({ project }: { project: TProject }) {
  const { t } = useTranslation('catalogue');
  const links: Array<{ key: string; href: string | null; icon: LucideIcon }> = [
    { key: 'video', href: project.videoUrl, icon: CirclePlay },
    { key: 'documentation', href: project.documentationUrl, icon: FileText },
    { key: 'privacy', href: project.privacyPolicyUrl, icon: ShieldCheck },
    { key: 'terms', href: project.termsOfServiceUrl, icon: ScrollText },
  ];
  const present = links.filter(
    (link): link is typeof link & { href: string } => !!link.href && isHttpUrl(link.href),
  );
  if (present.length === 0) return null;
  return (
    <DetailSection title={t('links.title')}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {present.map(({ key, href, icon: Icon }) => (
          <li key={key}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="group flex min-h-12 items-center gap-3 rounded-xl border border-slate-200 px-4 py-2.5 text-sm font-semibold text-slate-800 transition-colors hover:border-indigo-300 hover:bg-indigo-50 hover:text-indigo-800"
            >
              <Icon className="size-5 shrink-0 text-indigo-600" aria-hidden="true" />
              <span className="flex-1">{t(`links.${key}`)}</span>
              <ExternalLink
                className="size-4 shrink-0 text-slate-400 group-hover:text-indigo-600"
                aria-hidden="true"
              />
              <span className="sr-only">{t('links.newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
