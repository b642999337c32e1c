import { useDeferredValue, useRef, useState, type ReactNode } from 'react';
import { Col, Empty, Input, Row, Tabs, Tag, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { MD_IMAGE_EXTENSIONS } from '@judge/contract';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../hooks/useMediaQuery';
import { acceptExtensions } from '../../validation/upload-rules';
import { Markdown } from './Markdown';
import { MarkdownToolbar, type Toolset } from './MarkdownToolbar';
import { insertSnippet, insertText, removeImage, type EditorState, type SnippetKind } from './markdown-edits';
import { PasteTextDialog } from './PasteTextDialog';
import { useMarkdownUploads } from './useMarkdownUploads';
import './MarkdownEditor.css';

export interface MarkdownEditorProps {
  /** From the surrounding Form.Item (a form control), or the owner's state. */
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  /** Prefix of the test ids (toolbar buttons, preview); the text area's own id is `textTestId`, else this. */
  testId: string;
  textTestId?: string;
  previewTestId?: string;
  previewClassName?: string;
  /** 'split': text and preview side by side, in tabs on a phone; 'tabs': always in tabs (narrow dialogs). */
  layout?: 'split' | 'tabs';
  toolset?: Toolset;
  /** Buttons before the toolbar's own, given a way to insert text at the cursor (the comment box's emoji). */
  extraTools?: (insert: (text: string) => void) => ReactNode;
  minRows?: number;
  maxRows?: number;
  maxLength?: number;
  placeholder?: string;
  autoFocus?: boolean;
  /** Uploads and the paste-text button; on by default for the full toolset. */
  uploads?: boolean;
}

/**
 * The one Markdown editor of the site (spec 1-core §2.12): a toolbar (headings, bold, italic, code, lists, link,
 * table, math), picture uploads for signed-in users and file uploads for the admin roles (also by pasting or
 * dropping a picture), the paste-text button, and a preview drawn by the same Markdown component the pages use,
 * so what the writer sees is what readers will see.
 */
export function MarkdownEditor({
  value = '',
  onChange,
  id,
  testId,
  textTestId,
  previewTestId,
  previewClassName,
  layout = 'split',
  toolset = 'full',
  extraTools,
  minRows = 6,
  maxRows = 30,
  maxLength,
  placeholder,
  autoFocus,
  uploads: withUploads = toolset === 'full',
}: MarkdownEditorProps) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const areaRef = useRef<TextAreaRef>(null);
  const [pasting, setPasting] = useState(false);
  // Kept across renders: an upload finishing later inserts where the cursor is then, in the text as it is then.
  const latest = useRef(value);
  latest.current = value;

  const element = () => areaRef.current?.resizableTextArea?.textArea ?? null;
  const currentState = (): EditorState => {
    const area = element();
    const text = latest.current;
    return { text, start: area?.selectionStart ?? text.length, end: area?.selectionEnd ?? text.length };
  };
  const apply = (next: EditorState) => {
    latest.current = next.text;
    onChange?.(next.text);
    // The selection is set once React has written the new value.
    requestAnimationFrame(() => {
      const area = element();
      if (!area) return;
      area.focus();
      area.setSelectionRange(next.start, next.end);
    });
  };
  const insert = (text: string) => apply(insertText(currentState(), text));
  const uploads = useMarkdownUploads(insert);
  const words = t('markdownEditor.words', { returnObjects: true });
  const snippet = (kind: SnippetKind) => apply(insertSnippet(currentState(), kind, words));

  const toolbar = (
    <MarkdownToolbar
      toolset={toolset}
      testId={testId}
      extra={extraTools?.(insert)}
      actions={{
        snippet,
        uploading: uploads.uploading,
        uploadImage:
          withUploads && uploads.mayUploadImages ? () => uploads.imageInput.current?.click() : undefined,
        uploadFile:
          withUploads && uploads.mayUploadFiles ? () => uploads.fileInput.current?.click() : undefined,
        pasteText: withUploads ? () => setPasting(true) : undefined,
      }}
    />
  );

  const pickFile = (take: (file: File) => void) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so picking the same file again is a change too.
    event.target.value = '';
    if (file) take(file);
  };

  const writer = (
    <div className="markdown-editor__write">
      {toolbar}
      <Input.TextArea
        ref={areaRef}
        id={id}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        onPaste={(event) => {
          if (withUploads && uploads.takeImages(event.clipboardData?.files)) event.preventDefault();
        }}
        onDrop={(event) => {
          if (withUploads && uploads.takeImages(event.dataTransfer?.files)) event.preventDefault();
        }}
        autoSize={{ minRows, maxRows }}
        maxLength={maxLength}
        placeholder={placeholder}
        autoFocus={autoFocus}
        data-testid={textTestId ?? testId}
      />
      {withUploads && (
        <>
          <input
            ref={uploads.imageInput}
            type="file"
            style={{ display: 'none' }}
            accept={acceptExtensions(MD_IMAGE_EXTENSIONS)}
            onChange={pickFile(uploads.uploadImage)}
            data-testid={`${testId}-image-input`}
          />
          <input
            ref={uploads.fileInput}
            type="file"
            style={{ display: 'none' }}
            onChange={pickFile(uploads.uploadFile)}
            data-testid={`${testId}-file-input`}
          />
          <UploadedImages
            uploads={uploads}
            onDeleted={(link) => onChange?.(removeImage(latest.current, link))}
            testId={testId}
          />
          {toolset === 'full' && (
            <Typography.Text type="secondary" className="markdown-editor__hint">
              {t('markdownEditor.markdownHint')}
            </Typography.Text>
          )}
          <PasteTextDialog
            open={pasting}
            testId={testId}
            onClose={() => setPasting(false)}
            onInsert={(text) => {
              setPasting(false);
              insert(text);
            }}
          />
        </>
      )}
    </div>
  );
  const preview = (
    <MarkdownPreview
      source={value}
      className={previewClassName}
      testId={previewTestId ?? `${testId}-preview`}
    />
  );

  if (layout === 'split' && !mobile)
    return (
      <Row gutter={16} className="markdown-editor">
        <Col span={12}>{writer}</Col>
        <Col span={12}>
          <div className="markdown-editor__preview-label">{t('markdownEditor.preview')}</div>
          {preview}
        </Col>
      </Row>
    );
  return (
    <Tabs
      size="small"
      className="markdown-editor"
      items={[
        { key: 'write', label: t('markdownEditor.write'), children: writer, forceRender: true },
        { key: 'preview', label: t('markdownEditor.preview'), children: preview },
      ]}
    />
  );
}

/** The rendering, a step behind the typing: KaTeX on every key of a long statement would lag it. */
function MarkdownPreview({
  source,
  className,
  testId,
}: {
  source: string;
  className?: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const deferred = useDeferredValue(source);
  return (
    <div className={`markdown-editor__preview ${className ?? ''}`} data-testid={testId}>
      {deferred.trim() ? (
        <Markdown>{deferred}</Markdown>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('markdownEditor.emptyPreview')} />
      )}
    </div>
  );
}

/** The pictures uploaded while writing, each deletable (delete-md-img) with its Markdown taken out of the text. */
function UploadedImages({
  uploads,
  onDeleted,
  testId,
}: {
  uploads: ReturnType<typeof useMarkdownUploads>;
  onDeleted: (link: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  if (uploads.images.length === 0) return null;
  return (
    <div className="markdown-editor__uploads" data-testid={`${testId}-uploads`}>
      <Typography.Text type="secondary">{t('markdownEditor.uploaded')}</Typography.Text>
      {uploads.images.map((image) => (
        <Tag
          key={image.fileId}
          closable
          closeIcon={<span aria-label={t('markdownEditor.deleteImage', { name: image.name })}>×</span>}
          onClose={(event) => {
            // The tag goes once the server has deleted the picture, not before.
            event.preventDefault();
            void uploads.deleteImage(image).then((deleted) => deleted && onDeleted(image.link));
          }}
        >
          {image.name}
        </Tag>
      ))}
    </div>
  );
}
