import { useEffect, useState } from 'react';
import { Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The paste-text button's dialog (spec 1-core §2.12): text copied from a page or a document goes in as plain
 * text. It starts with what the clipboard holds when the browser lets the page read it, and stays empty for a
 * Ctrl+V otherwise (the browser asks, or refuses on a page without https).
 */
export function PasteTextDialog({
  open,
  onInsert,
  onClose,
  testId,
}: {
  open: boolean;
  onInsert: (text: string) => void;
  onClose: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');

  useEffect(() => {
    if (!open) return;
    setText('');
    let current = true;
    navigator.clipboard
      ?.readText()
      .then((clipboard) => {
        if (current) setText((typed) => typed || clipboard);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [open]);

  return (
    <Modal
      open={open}
      title={t('markdownEditor.pasteTextTitle')}
      okText={t('markdownEditor.insert')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !text, 'data-testid': `${testId}-paste-insert` } as never}
      onOk={() => onInsert(text)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('markdownEditor.pasteTextHint')}</Typography.Paragraph>
      <Input.TextArea
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoSize={{ minRows: 6, maxRows: 16 }}
        autoFocus
        data-testid={`${testId}-paste-text`}
      />
    </Modal>
  );
}
