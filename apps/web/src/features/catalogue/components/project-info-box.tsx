import type { TProject } from '@vitrina/shared/projects/project.responses';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/domain/status-badge';
import { appVersionOf } from '../../../domain/build-display';
import { getCurrentLanguage } from '../../../lib/i18n';
import { formatDate } from '../utils/catalogue-format';
import { useCategoryLabel } from './category-badge';
import { DetailSection } from './detail-section';
import { ProjectHostedBuild } from './project-hosted-build';

/** Version, category, status and last update, as a definition list; where the hosted app came from. */
export function ProjectInfoBox({ project }: { project: TProject }) {
  const { t } = useTranslation('catalogue');
  const categoryLabel = useCategoryLabel();
  const updated = formatDate(project.lastUpdated, getCurrentLanguage());
  const rows = [
    { key: 'version', value: appVersionOf(project) || '—' },
    { key: 'category', value: categoryLabel(project.category) || '—' },
    { key: 'status', value: <StatusBadge status={project.status} /> },
    { key: 'updated', value: updated || '—' },
  ];
  return (
    <DetailSection title={t('detail.info.title')}>
      <dl className="divide-y divide-slate-100 text-sm">
        {rows.map((row) => (
          <div key={row.key} className="flex items-center justify-between gap-4 py-2.5 first:pt-0 last:pb-0">
            <dt className="text-slate-600">{t(`detail.info.${row.key}`)}</dt>
            <dd className="text-right font-medium text-slate-900">{row.value}</dd>
          </div>
        ))}
      </dl>
      {project.hostedBuild && <ProjectHostedBuild build={project.hostedBuild} />}
    </DetailSection>
  );
}
