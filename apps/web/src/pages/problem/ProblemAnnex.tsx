import { Collapse, Space, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { downloadText } from '../../components/code-editor/clipboard';
import { CopyTextButton, IconAction } from '../../components/IconAction';

/**
 * The problem annex tab (spec 1-core §2.7): the problem's user extra files — headers, libraries or data the
 * judge puts beside the program — each to read, copy or download.
 */
export function ProblemAnnex({ files }: { files: Record<string, string> }) {
  const { t } = useTranslation();
  const entries = Object.entries(files);
  const byteSize = (content: string) => new TextEncoder().encode(content).length;
  return (
    <div className="problem-annex" data-testid="problem-annex">
      <Typography.Paragraph type="secondary">{t('problemDetail.extraFilesHelp')}</Typography.Paragraph>
      <Collapse
        size="small"
        defaultActiveKey={entries.length === 1 ? [entries[0][0]] : []}
        items={entries.map(([name, content]) => ({
          key: name,
          label: (
            <span data-testid={`annex-file-${name}`}>
              {name}{' '}
              <Typography.Text type="secondary">
                {t('problemDetail.annexSize', { bytes: byteSize(content) })}
              </Typography.Text>
            </span>
          ),
          extra: (
            // Clicks on the buttons must not fold the panel.
            <Space size={0} onClick={(event) => event.stopPropagation()}>
              <CopyTextButton text={content} />
              <IconAction
                title={t('problemDetail.annexDownload')}
                icon={<DownloadOutlined />}
                testId={`annex-download-${name}`}
                onClick={() => downloadText(content, name)}
              />
            </Space>
          ),
          children: <pre className="problem-example__text">{content}</pre>,
        }))}
      />
    </div>
  );
}
