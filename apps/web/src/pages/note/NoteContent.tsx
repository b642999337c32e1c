import { Space, Tag, Typography } from 'antd';
import { PushpinFilled, ShareAltOutlined } from '@ant-design/icons';
import type { Note } from '@judge/contract';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../components/markdown/Markdown';

/** The note's tags: pinned, shared, its category (or none). */
export function NoteTags({ note }: { note: Note }) {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap>
      {note.isTop === 1 && (
        <Tag color="red" icon={<PushpinFilled />} data-testid="note-pinned">
          {t('note.pinned')}
        </Tag>
      )}
      {note.shared === 1 && (
        <Tag color="green" icon={<ShareAltOutlined />} data-testid="note-shared">
          {t('note.shared')}
        </Tag>
      )}
      <Tag color={note.categoryName ? 'blue' : undefined} data-testid="note-category-tag">
        {note.categoryName ?? t('note.noCategory')}
      </Tag>
    </Space>
  );
}

/** When the note was last modified (full time on hover). */
export function NoteModified({ note }: { note: Note }) {
  const { t } = useTranslation();
  return (
    <Typography.Text type="secondary" className="note-modified" title={note.gmtModified}>
      {t('note.modified', { time: dayjs(note.gmtModified).format('YYYY-MM-DD HH:mm') })}
    </Typography.Text>
  );
}

/** The whole note, rendered from Markdown. */
export function NoteBody({ note }: { note: Note }) {
  return (
    <div className="note-body" data-testid="note-body">
      <Markdown>{note.content}</Markdown>
    </div>
  );
}
