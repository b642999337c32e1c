import type { MouseEvent, ReactNode } from 'react';
import { Button, Tooltip } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { copyText } from './code-editor/clipboard';
import { toast } from './feedback';

/** A small icon-only button whose tooltip is also its accessible name. */
export function IconAction({
  title,
  icon,
  onClick,
  testId,
}: {
  title: string;
  icon: ReactNode;
  onClick: (event: MouseEvent<HTMLElement>) => void;
  testId?: string;
}) {
  return (
    <Tooltip title={title}>
      <Button
        size="small"
        type="text"
        icon={icon}
        aria-label={title}
        data-testid={testId}
        onClick={onClick}
      />
    </Tooltip>
  );
}

/** Copies a text to the clipboard and says whether it worked. */
export function CopyTextButton({ text, testId }: { text: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <IconAction
      title={t('problemDetail.copy')}
      icon={<CopyOutlined />}
      testId={testId}
      onClick={async () => {
        if (await copyText(text)) toast.success(t('problemDetail.copied'));
        else toast.error(t('problemDetail.copyFailed'));
      }}
    />
  );
}
