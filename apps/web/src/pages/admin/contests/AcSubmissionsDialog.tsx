import { useState } from 'react';
import { Checkbox, Flex, Modal, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminContestRow } from '@judge/contract';
import { contestAdminApi } from '../../../api/contest-admin';
import { downloadBlob } from '../../../components/code-editor/clipboard';

/**
 * The download of a contest's accepted code (the reference's options): leave out the contest admins'
 * own submissions or not, one folder per user or per problem. Only the contest's admins get the zip.
 */
export function AcSubmissionsDialog({
  contest,
  onClose,
}: {
  contest: AdminContestRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [excludeAdmin, setExcludeAdmin] = useState(false);
  const [splitType, setSplitType] = useState<'user' | 'problem'>('user');
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    if (!contest) return;
    setDownloading(true);
    try {
      const { blob, fileName } = await contestAdminApi.downloadAcSubmissions(
        contest.id,
        excludeAdmin,
        splitType,
      );
      downloadBlob(blob, fileName);
      onClose();
    } catch {
      // The request layer has said why.
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Modal
      open={contest !== null}
      title={t('contestAdmin.acDownload.title')}
      okText={t('contestAdmin.acDownload.ok')}
      cancelText={t('common.cancel')}
      onOk={() => void download()}
      onCancel={onClose}
      confirmLoading={downloading}
      okButtonProps={{ 'data-testid': 'ac-download-ok' } as never}
      destroyOnHidden
    >
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">
          {t('contestAdmin.acDownload.hint', { title: contest?.title ?? '' })}
        </Typography.Text>
        <Checkbox
          checked={excludeAdmin}
          onChange={(event) => setExcludeAdmin(event.target.checked)}
          data-testid="ac-download-exclude-admin"
        >
          {t('contestAdmin.acDownload.excludeAdmin')}
        </Checkbox>
        <Flex gap={8} align="center" wrap>
          <span>{t('contestAdmin.acDownload.splitType')}</span>
          <Radio.Group
            value={splitType}
            onChange={(event) => setSplitType(event.target.value as 'user' | 'problem')}
            optionType="button"
            options={[
              { value: 'user', label: t('contestAdmin.acDownload.byUser') },
              { value: 'problem', label: t('contestAdmin.acDownload.byProblem') },
            ]}
            data-testid="ac-download-split"
          />
        </Flex>
      </Flex>
    </Modal>
  );
}
