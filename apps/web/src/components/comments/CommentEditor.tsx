import { useState } from 'react';
import { Button, Popover, Space, Tooltip } from 'antd';
import { SmileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { COMMENT_LIMITS } from '@judge/contract';
import { toast } from '../feedback';
import { MarkdownEditor } from '../markdown/MarkdownEditor';
import { EMOJI } from './emoji';

/**
 * The box a comment or a reply is written in (spec 1-core §2.12): the site's Markdown editor with the comment
 * box's tools (emoji picker, inline code, code block, link, lists), then the submit button. `onSubmit` answers
 * whether the text was taken (then it clears).
 */
export function CommentEditor({
  placeholder,
  submitText,
  onSubmit,
  onCancel,
  autoFocus,
  testId,
}: {
  placeholder: string;
  submitText: string;
  onSubmit: (content: string) => Promise<boolean>;
  onCancel?: () => void;
  autoFocus?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const submit = async () => {
    const content = text.trim();
    if (!content) {
      toast.warning(t('comments.contentEmpty'));
      return;
    }
    if (content.length > COMMENT_LIMITS.contentMax) {
      toast.warning(t('comments.contentTooLong'));
      return;
    }
    setSubmitting(true);
    try {
      if (await onSubmit(content)) setText('');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="comment-editor" data-testid={testId}>
      <MarkdownEditor
        value={text}
        onChange={setText}
        layout="tabs"
        toolset="comment"
        extraTools={(insert) => <EmojiPicker onPick={insert} testId={testId} />}
        placeholder={placeholder}
        minRows={3}
        maxRows={12}
        maxLength={COMMENT_LIMITS.contentMax}
        autoFocus={autoFocus}
        testId={testId}
        textTestId={`${testId}-input`}
      />
      <div className="comment-editor-bar">
        <Space size={8}>
          {onCancel && (
            <Button size="small" onClick={onCancel}>
              {t('comments.cancel')}
            </Button>
          )}
          <Button
            type="primary"
            size="small"
            loading={submitting}
            onClick={() => void submit()}
            data-testid={`${testId}-submit`}
          >
            {submitText}
          </Button>
        </Space>
      </div>
    </div>
  );
}

function EmojiPicker({ onPick, testId }: { onPick: (emoji: string) => void; testId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const grid = (
    <div className="comment-emoji-grid" data-testid={`${testId}-emoji-grid`}>
      {EMOJI.map((emoji) => (
        <button
          key={emoji}
          type="button"
          className="comment-emoji"
          aria-label={emoji}
          onClick={() => {
            onPick(emoji);
            setOpen(false);
          }}
        >
          {emoji}
        </button>
      ))}
    </div>
  );
  return (
    <Popover content={grid} trigger="click" open={open} onOpenChange={setOpen} placement="bottomLeft">
      <Tooltip title={t('comments.emoji')}>
        <Button
          type="text"
          size="small"
          icon={<SmileOutlined />}
          aria-label={t('comments.emoji')}
          data-testid={`${testId}-emoji`}
        />
      </Tooltip>
    </Popover>
  );
}
