import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

/** Asks before a navigation throws away unsaved changes (the router's blocker holds it). */
export function LeaveConfirmModal({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation('project-form');
  const stay = () => blocker.reset?.();
  return (
    <Modal
      open={blocker.state === 'blocked'}
      onClose={stay}
      title={t('leave.title')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={stay}>
            {t('leave.stay')}
          </Button>
          <Button variant="danger" onClick={() => blocker.proceed?.()}>
            {t('leave.leave')}
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700">{t('leave.text')}</p>
    </Modal>
  );
}
