import { useRef, useState } from 'react';
import { Button, Input, Popover, Space, Tooltip } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import {
  CodeOutlined,
  LinkOutlined,
  OrderedListOutlined,
  SmileOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { COMMENT_LIMITS } from '@judge/contract';
import { toast } from '../feedback';
import { EMOJI } from './emoji';
import { insertSnippet, insertText, type EditorState, type SnippetKind } from './editor-snippets';

/**
 * The box a comment or a reply is written in: emoji picker, quick-insert buttons (inline code, code block,
 * link, lists), the text and the submit button. `onSubmit` answers whether the text was taken (then it clears).
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
  const [emojiOpen, setEmojiOpen] = useState(false);
  const areaRef = useRef<TextAreaRef>(null);

  const element = () => areaRef.current?.resizableTextArea?.textArea ?? null;
  const currentState = (): EditorState => {
    const area = element();
    return { text, start: area?.selectionStart ?? text.length, end: area?.selectionEnd ?? text.length };
  };
  const apply = (next: EditorState) => {
    setText(next.text);
    // The selection is set once React has written the new value.
    requestAnimationFrame(() => {
      const area = element();
      if (!area) return;
      area.focus();
      area.setSelectionRange(next.start, next.end);
    });
  };
  const snippet = (kind: SnippetKind) =>
    apply(
      insertSnippet(currentState(), kind, {
        code: t('comments.codeText'),
        linkText: t('comments.linkText'),
        listItem: t('comments.listItem'),
      }),
    );

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

  const tools: { kind: SnippetKind; title: string; icon: React.ReactNode }[] = [
    { kind: 'inlineCode', title: t('comments.inlineCode'), icon: <CodeOutlined /> },
    {
      kind: 'codeBlock',
      title: t('comments.codeBlock'),
      icon: <span className="comment-tool-text">{'{ }'}</span>,
    },
    { kind: 'link', title: t('comments.link'), icon: <LinkOutlined /> },
    { kind: 'unorderedList', title: t('comments.unorderedList'), icon: <UnorderedListOutlined /> },
    { kind: 'orderedList', title: t('comments.orderedList'), icon: <OrderedListOutlined /> },
  ];

  const emojiGrid = (
    <div className="comment-emoji-grid" data-testid={`${testId}-emoji-grid`}>
      {EMOJI.map((emoji) => (
        <button
          key={emoji}
          type="button"
          className="comment-emoji"
          aria-label={emoji}
          onClick={() => {
            apply(insertText(currentState(), emoji));
            setEmojiOpen(false);
          }}
        >
          {emoji}
        </button>
      ))}
    </div>
  );

  return (
    <div className="comment-editor" data-testid={testId}>
      <Input.TextArea
        ref={areaRef}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        autoSize={{ minRows: 3, maxRows: 12 }}
        maxLength={COMMENT_LIMITS.contentMax}
        autoFocus={autoFocus}
        data-testid={`${testId}-input`}
      />
      <div className="comment-editor-bar">
        <Space size={2} wrap className="comment-editor-tools">
          <Popover
            content={emojiGrid}
            trigger="click"
            open={emojiOpen}
            onOpenChange={setEmojiOpen}
            placement="bottomLeft"
          >
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
          {tools.map((tool) => (
            <Tooltip key={tool.kind} title={tool.title}>
              <Button
                type="text"
                size="small"
                icon={tool.icon}
                aria-label={tool.title}
                data-testid={`${testId}-${tool.kind}`}
                onClick={() => snippet(tool.kind)}
              />
            </Tooltip>
          ))}
        </Space>
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
