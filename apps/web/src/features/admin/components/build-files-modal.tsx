import type { TPendingBuild } from '@vitrina/shared/builds/build.schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { buildFilesText } from '../../../domain/build-format';
import { formatFileSize } from '../../../lib/file-size';
import { useBuild } from '../api/get-build';
import { ListError, ListLoading } from './admin-list-states';

interface BuildFilesModalProps {
  build: TPendingBuild | null;
  onClose: () => void;
}

/** 'Ver archivos': every file of a build, its path, type and size, in a list that scrolls. */
export function BuildFilesModal({ build, onClose }: BuildFilesModalProps) {
  const { t, i18n } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'es';
  const detail = useBuild(build?.id ?? null);
  const summary = build ? buildFilesText(build, language) : null;

  let body: ReactNode = null;
  if (detail.isPending) body = <ListLoading label={t('builds.files.loading')} className="py-8" />;
  else if (detail.isError) {
    body = (
      <ListError error={detail.error} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />
    );
  } else {
    body = (
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm">
        {detail.data.files.map((file) => (
          <li key={file.path} className="flex items-baseline justify-between gap-4 px-3 py-2">
            <span className="min-w-0">
              <span className="block font-mono text-[0.8125rem] break-all text-slate-900" translate="no">
                {file.path}
              </span>
              <span className="block text-xs text-slate-500">{file.contentType}</span>
            </span>
            <span className="shrink-0 text-right tabular-nums text-slate-700">
              {formatFileSize(file.size, language)}
            </span>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Modal
      open={build !== null}
      onClose={onClose}
      title={build ? t('builds.files.title', { name: build.projectName, version: build.version }) : ''}
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('builds.files.close')}
        </Button>
      }
    >
      {summary && <p className="mb-4 text-sm text-slate-600">{tc(summary.key, summary.values)}</p>}
      {body}
    </Modal>
  );
}
