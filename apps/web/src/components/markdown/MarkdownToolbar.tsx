import type { ReactNode } from 'react';
import { Button, Dropdown, Tooltip } from 'antd';
import {
  BoldOutlined,
  CodeOutlined,
  FontSizeOutlined,
  FunctionOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PaperClipOutlined,
  PictureOutlined,
  SnippetsOutlined,
  TableOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SnippetKind } from './markdown-edits';

/** Which buttons a field gets: the full set, or the comment box's quick inserts (spec 1-core §2.12). */
export type Toolset = 'full' | 'comment';

export interface ToolbarActions {
  snippet: (kind: SnippetKind) => void;
  /** Absent when the writer may not upload pictures (guests) or files (not an admin role). */
  uploadImage?: () => void;
  uploadFile?: () => void;
  pasteText?: () => void;
  uploading: boolean;
}

const COMMENT_TOOLS: SnippetKind[] = ['inlineCode', 'codeBlock', 'link', 'unorderedList', 'orderedList'];
const FULL_TOOLS: (SnippetKind | 'heading' | 'math')[] = [
  'heading',
  'bold',
  'italic',
  'inlineCode',
  'codeBlock',
  'unorderedList',
  'orderedList',
  'link',
  'table',
  'math',
];

const ICONS: Partial<Record<SnippetKind | 'heading' | 'math', ReactNode>> = {
  heading: <FontSizeOutlined />,
  bold: <BoldOutlined />,
  italic: <ItalicOutlined />,
  inlineCode: <CodeOutlined />,
  codeBlock: <span className="markdown-tool-text">{'{ }'}</span>,
  unorderedList: <UnorderedListOutlined />,
  orderedList: <OrderedListOutlined />,
  link: <LinkOutlined />,
  table: <TableOutlined />,
  math: <FunctionOutlined />,
};

/**
 * One row of small buttons that never wraps: on a narrow screen it scrolls sideways instead of pushing the text
 * down (issue 13 found it on two lines at 375 px). Headings and formulas open a short menu of their kinds.
 */
export function MarkdownToolbar({
  toolset,
  actions,
  extra,
  testId,
}: {
  toolset: Toolset;
  actions: ToolbarActions;
  /** Buttons the field adds at the start (the comment box's emoji picker). */
  extra?: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  const button = (key: string, title: string, icon: ReactNode, onClick?: () => void) => (
    <Button
      type="text"
      size="small"
      icon={icon}
      aria-label={title}
      onClick={onClick}
      loading={key.startsWith('upload') && actions.uploading}
      data-testid={`${testId}-${key}`}
    />
  );
  const tool = (key: string, title: string, icon: ReactNode, onClick?: () => void) => (
    <Tooltip key={key} title={title}>
      {button(key, title, icon, onClick)}
    </Tooltip>
  );
  const menu = (key: 'heading' | 'math', kinds: SnippetKind[]) => (
    <Dropdown
      key={key}
      trigger={['click']}
      menu={{
        items: kinds.map((kind) => ({
          key: kind,
          label: <span data-testid={`${testId}-${kind}`}>{t(`markdownEditor.${kind}`)}</span>,
        })),
        onClick: ({ key: kind }) => actions.snippet(kind as SnippetKind),
      }}
    >
      {/* The menu's own popup names the kinds, so this button goes without a tooltip. */}
      {button(key, t(`markdownEditor.${key}`), ICONS[key])}
    </Dropdown>
  );

  const snippets =
    toolset === 'comment'
      ? COMMENT_TOOLS.map((kind) =>
          tool(kind, t(`markdownEditor.${kind}`), ICONS[kind], () => actions.snippet(kind)),
        )
      : FULL_TOOLS.map((kind) =>
          kind === 'heading'
            ? menu('heading', ['heading1', 'heading2', 'heading3'])
            : kind === 'math'
              ? menu('math', ['inlineMath', 'displayMath'])
              : tool(kind, t(`markdownEditor.${kind}`), ICONS[kind], () => actions.snippet(kind)),
        );

  return (
    <div
      className="markdown-toolbar"
      role="toolbar"
      aria-label={t('markdownEditor.toolbar')}
      data-testid={`${testId}-toolbar`}
    >
      {extra}
      {snippets}
      {actions.uploadImage &&
        tool('uploadImage', t('markdownEditor.uploadImage'), <PictureOutlined />, actions.uploadImage)}
      {actions.uploadFile &&
        tool('uploadFile', t('markdownEditor.uploadFile'), <PaperClipOutlined />, actions.uploadFile)}
      {actions.pasteText &&
        tool('pasteText', t('markdownEditor.pasteText'), <SnippetsOutlined />, actions.pasteText)}
    </div>
  );
}
