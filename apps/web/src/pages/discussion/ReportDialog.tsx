import { useState } from 'react';
import { Checkbox, Form, Input, Modal } from 'antd';
import {
  DISCUSSION_REPORT_REASON_MAX,
  DISCUSSION_REPORT_TAGS,
  type DiscussionReportTag,
} from '@judge/contract';
import { useTranslation } from 'react-i18next';
import { discussionsApi } from '../../api/discussions';
import { toast } from '../../components/feedback';

/** Report: at least one of the six fixed tags or a reason of at most 200 characters (spec 2 §5). */
export function ReportDialog({ did, open, onClose }: { did: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [tags, setTags] = useState<DiscussionReportTag[]>([]);
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const send = async () => {
    if (tags.length === 0 && !reason.trim()) {
      toast.warning(t('discussion.reportDialog.empty'));
      return;
    }
    setSending(true);
    try {
      await discussionsApi.report(did, tags, reason.trim());
      toast.success(t('discussion.reportDialog.sent'));
      setTags([]);
      setReason('');
      onClose();
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('discussion.reportDialog.title')}
      okText={t('common.submit')}
      cancelText={t('common.cancel')}
      confirmLoading={sending}
      onOk={() => void send()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" data-testid="report-dialog">
        <Form.Item label={t('discussion.reportDialog.tags')}>
          <Checkbox.Group
            value={tags}
            onChange={(values) => setTags(values as DiscussionReportTag[])}
            options={DISCUSSION_REPORT_TAGS.map((tag) => ({
              value: tag,
              label: t(`discussion.reportDialog.tagNames.${tag}`),
            }))}
          />
        </Form.Item>
        <Form.Item label={t('discussion.reportDialog.reason')}>
          <Input.TextArea
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={DISCUSSION_REPORT_REASON_MAX}
            showCount
            rows={4}
            placeholder={t('discussion.reportDialog.reasonPlaceholder')}
            data-testid="report-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
