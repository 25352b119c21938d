import type { TDeveloperProject } from '@vitrina/shared/projects/project.responses';
import PowerOff from 'lucide-react/icons/power-off';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

interface SuspendProjectModalProps {
  project: TDeveloperProject | null;
  suspending: boolean;
  /** Why the last attempt failed, shown above the buttons. */
  failure: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** 'Suspender proyecto': a free project without sales leaves the store, for good. */
export function SuspendProjectModal({
  project,
  suspending,
  failure,
  onConfirm,
  onClose,
}: SuspendProjectModalProps) {
  const { t } = useTranslation('developer-dashboard');
  const close = () => {
    if (!suspending) onClose();
  };
  return (
    <Modal
      open={project !== null}
      onClose={close}
      title={t('suspend.title')}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={suspending}>
            {t('suspend.cancel')}
          </Button>
          <Button
            variant="danger"
            onClick={onConfirm}
            loading={suspending}
            icon={<PowerOff className="size-4" aria-hidden="true" />}
          >
            {t('suspend.confirm')}
          </Button>
        </>
      }
    >
      {project && (
        <div className="space-y-4 text-sm">
          <p className="text-base wrap-anywhere text-slate-800">
            {t('suspend.text', { name: project.name })}
          </p>
          <p className="flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2.5 text-amber-950 ring-1 ring-amber-200">
            <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
            {t('suspend.warning')}
          </p>
          {failure && <Alert title={t('suspend.error')}>{failure}</Alert>}
        </div>
      )}
    </Modal>
  );
}
