import { Breadcrumb, Button, Card, Result, Skeleton, Space, Typography } from 'antd';
import { LinkOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notesApi } from '../../api/notes';
import { isErrorCode } from '../../api/request';
import { useSession } from '../../state/session';
import { AuthorLine } from '../discussion/AuthorLine';
import { NoteBody, NoteModified, NoteTags } from './NoteContent';
import { copyNoteLink } from './note-actions';
import './note.css';

/** /note/{id}, the share link: the owner's note, or one its owner shared (docs/api.md "Notes"). */
export function NoteViewPage() {
  const { t } = useTranslation();
  const session = useSession();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const note = useQuery({
    queryKey: ['note', 'view', session.token, id],
    queryFn: () => notesApi.view(id, true),
    enabled: valid,
    retry: false,
  });

  if (!valid || (note.isError && isErrorCode(note.error, 'NOT_FOUND'))) {
    return (
      <Result
        status="404"
        title={t('note.notFound')}
        data-testid="note-not-found"
        extra={
          <Link to="/note">
            <Button type="primary">{t('note.backToList')}</Button>
          </Link>
        }
      />
    );
  }
  const data = note.data;
  if (!data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const mine = session.user?.uid === data.uid;

  return (
    <div className="note-page" data-testid="note-view-page">
      <Breadcrumb
        className="note-breadcrumb"
        items={[
          { title: <Link to="/home">{t('note.home')}</Link> },
          { title: mine ? <Link to="/note">{t('note.title')}</Link> : t('note.title') },
          { title: data.subject },
        ]}
      />
      <Card
        className="note-view"
        title={
          <Typography.Title level={4} className="note-view__subject" data-testid="note-view-subject">
            {data.subject}
          </Typography.Title>
        }
        extra={
          mine && (
            <Button icon={<LinkOutlined />} onClick={() => void copyNoteLink(data, t)}>
              {t('note.copyLink')}
            </Button>
          )
        }
      >
        <div className="note-card__meta note-view__meta">
          <Space size={12} wrap>
            <AuthorLine {...data} />
            {mine && <NoteTags note={data} />}
          </Space>
          <NoteModified note={data} />
        </div>
        <NoteBody note={data} />
      </Card>
    </div>
  );
}
