import { Alert, Button, Card, Space, Switch, Tooltip } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import type { SubmissionDetail } from '@judge/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { submissionsApi } from '../../api/submissions';
import { copyText } from '../../components/code-editor/clipboard';
import { toast } from '../../components/feedback';
import { CodeBlock } from '../../components/markdown/CodeBlock';

/** The code, with copy, and the owner's share switch where the site shares code. */
export function SubmissionCodeCard({
  submission,
  canShare,
  editorLanguage,
  onChanged,
}: {
  submission: SubmissionDetail;
  /** The owner, on a site that lets code be shared. */
  canShare: boolean;
  editorLanguage: string | undefined;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const share = useMutation({
    mutationFn: (next: boolean) => submissionsApi.share(submission.submitId, next),
    onSuccess: (_, next) => {
      toast.success(next ? t('submissionDetail.shared') : t('submissionDetail.unshared'));
      onChanged();
    },
  });
  return (
    <Card
      size="small"
      title={t('submissionDetail.code')}
      extra={
        <Space>
          {canShare && (
            <Tooltip title={t('submissionDetail.shareHelp')}>
              <label className="submission-detail__share">
                <Switch
                  size="small"
                  checked={submission.share}
                  loading={share.isPending}
                  onChange={(next) => share.mutate(next)}
                  data-testid="share-code"
                />
                <span>{t('submissionDetail.share')}</span>
              </label>
            </Tooltip>
          )}
          {submission.code !== null && (
            <Button
              size="small"
              icon={<CopyOutlined />}
              onClick={async () => {
                if (await copyText(submission.code ?? '')) toast.success(t('problemDetail.copied'));
                else toast.error(t('problemDetail.copyFailed'));
              }}
              data-testid="copy-code"
            >
              {t('submissionDetail.copy')}
            </Button>
          )}
        </Space>
      }
    >
      {submission.code !== null ? (
        <div data-testid="submission-code">
          <CodeBlock code={submission.code} language={editorLanguage ?? 'plaintext'} />
        </div>
      ) : (
        <Alert type="info" showIcon title={t('submissionDetail.codeHidden')} />
      )}
    </Card>
  );
}
