import { Button, Modal } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SubmissionDetailView } from '../submission/SubmissionDetailView';

interface SubmissionDetailDialogProps {
  /** The submission shown; null when the dialog is closed. */
  submitId: number | null;
  /** Where the submission's own page is (the contest's or group's path for their rows). */
  pagePath: string | null;
  onClose: () => void;
}

/** A list's submission detail (spec 1-core: each submission list has a detail dialog), with a way to its page. */
export function SubmissionDetailDialog({ submitId, pagePath, onClose }: SubmissionDetailDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={submitId !== null}
      onCancel={onClose}
      width={1000}
      destroyOnHidden
      title={t('submissionList.detailDialogTitle')}
      className="submission-detail-dialog"
      footer={
        pagePath && (
          <Link to={pagePath} onClick={onClose}>
            <Button data-testid="submission-detail-dialog-page">{t('submissionList.openDetailPage')}</Button>
          </Link>
        )
      }
    >
      {submitId !== null && <SubmissionDetailView submitId={submitId} />}
    </Modal>
  );
}
