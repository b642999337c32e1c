import { useEffect, useState } from 'react';
import {
  Breadcrumb,
  Button,
  Card,
  Col,
  Empty,
  Input,
  Modal,
  Pagination,
  Popconfirm,
  Row,
  Space,
  Typography,
} from 'antd';
import {
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  LinkOutlined,
  PlusOutlined,
  PushpinOutlined,
  PushpinFilled,
} from '@ant-design/icons';
import { NOTE_PAGE_SIZE, type Note, type NoteCategory } from '@judge/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notesApi, type NoteForm } from '../../api/notes';
import { toast } from '../../components/feedback';
import { IconAction } from '../../components/IconAction';
import { Markdown } from '../../components/markdown/Markdown';
import { useSession } from '../../state/session';
import { NoteCategorySidebar } from './NoteCategorySidebar';
import { NoteEditDialog, type NoteDialogTarget } from './NoteEditDialog';
import { NoteBody, NoteModified, NoteTags } from './NoteContent';
import { readNoteFilters, writeNoteFilters, type NoteFilters } from './note-filters';
import { copyNoteLink } from './note-actions';
import './note.css';

const formOf = (note: Note): NoteForm => ({
  subject: note.subject,
  content: note.content,
  cid: note.cid,
  isTop: note.isTop === 1,
  shared: note.shared === 1,
});

/** /note: the signed-in user's notes with search, a category sidebar, paging 10 (spec 2 §2.14, §9). */
export function NoteListPage() {
  const { t } = useTranslation();
  const token = useSession().token;
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readNoteFilters(searchParams);
  const [keyword, setKeyword] = useState(filters.keyword);
  const [dialog, setDialog] = useState<NoteDialogTarget | null>(null);
  const [viewing, setViewing] = useState<Note | null>(null);
  useEffect(() => setKeyword(filters.keyword), [filters.keyword]);

  const update = (change: Partial<NoteFilters>) =>
    setSearchParams(writeNoteFilters({ ...filters, currentPage: 1, ...change }));
  const categories = useQuery({ queryKey: ['note', 'categories', token], queryFn: notesApi.categories });
  const list = useQuery({
    queryKey: ['note', 'list', token, filters],
    queryFn: () =>
      notesApi.list({
        currentPage: filters.currentPage,
        limit: NOTE_PAGE_SIZE,
        keyword: filters.keyword,
        cid: filters.cid,
      }),
    placeholderData: keepPreviousData,
  });
  const records = list.data?.records ?? [];
  const categoryList = categories.data ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['note'] });

  const openCreate = () =>
    setDialog({
      initial: {
        subject: `${dayjs().format('YYYY-MM-DD')} ${t('note.newNote')}`,
        content: '',
        cid: filters.cid && categoryList.some((c) => c.id === filters.cid) ? filters.cid : null,
        isTop: false,
        shared: false,
      },
    });
  const submit = async (values: NoteForm) => {
    await notesApi.save(values, dialog?.id);
    toast.success(t('note.saved'));
    setDialog(null);
    setViewing(null);
    await refresh();
  };
  const togglePin = async (note: Note) => {
    await notesApi.save({ ...formOf(note), isTop: note.isTop !== 1 }, note.id);
    toast.success(t('note.saved'));
    await refresh();
  };
  const remove = async (note: Note) => {
    await notesApi.remove(note.id);
    toast.success(t('note.deleted'));
    setViewing(null);
    // The last note of a later page: go back a page.
    if (records.length === 1 && filters.currentPage > 1) update({ currentPage: filters.currentPage - 1 });
    await refresh();
  };
  const onCategoriesSaved = async (saved: NoteCategory[]) => {
    queryClient.setQueryData(['note', 'categories', token], saved);
    if (filters.cid && !saved.some((c) => c.id === filters.cid)) update({ cid: undefined });
    await queryClient.invalidateQueries({ queryKey: ['note', 'list'] });
  };

  const card = (note: Note) => (
    <Card key={note.id} size="small" className="note-card" data-testid="note-card">
      <div className="note-card__head">
        <Typography.Link
          className="note-card__subject"
          onClick={() => setViewing(note)}
          data-testid="note-subject-link"
        >
          {note.subject}
        </Typography.Link>
        <Space size={0} className="note-card__actions">
          <IconAction
            title={t('note.view')}
            icon={<EyeOutlined />}
            onClick={() => setViewing(note)}
            testId="note-view"
          />
          <IconAction
            title={t('note.edit')}
            icon={<EditOutlined />}
            onClick={() => setDialog({ id: note.id, initial: formOf(note) })}
            testId="note-edit"
          />
          <IconAction
            title={note.isTop ? t('note.unpin') : t('note.pin')}
            icon={note.isTop ? <PushpinFilled /> : <PushpinOutlined />}
            onClick={() => void togglePin(note)}
            testId="note-toggle-pin"
          />
          <IconAction
            title={t('note.copyLink')}
            icon={<LinkOutlined />}
            onClick={() => void copyNoteLink(note, t)}
            testId="note-copy-link"
          />
          <Popconfirm
            title={t('note.deleteConfirm')}
            okText={t('common.confirm')}
            cancelText={t('common.cancel')}
            onConfirm={() => remove(note)}
          >
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('note.delete')}
              title={t('note.delete')}
              data-testid="note-delete"
            />
          </Popconfirm>
        </Space>
      </div>
      <div className="note-card__preview" data-testid="note-card-preview">
        <Markdown>{note.content}</Markdown>
      </div>
      <div className="note-card__meta">
        <NoteTags note={note} />
        <NoteModified note={note} />
      </div>
    </Card>
  );

  return (
    <div className="note-page" data-testid="note-list-page">
      <Breadcrumb
        className="note-breadcrumb"
        items={[{ title: <Link to="/home">{t('note.home')}</Link> }, { title: t('note.title') }]}
      />
      <Row gutter={[16, 16]}>
        <Col xs={{ span: 24, order: 2 }} md={{ span: 18, order: 1 }}>
          <Card size="small" title={t('note.myNotes')} className="note-toolbar">
            <div className="note-toolbar__row">
              <Input.Search
                allowClear
                value={keyword}
                onChange={(event) => setKeyword(event.target.value)}
                onSearch={(value) => update({ keyword: value.trim() })}
                placeholder={t('note.searchPlaceholder')}
                className="note-toolbar__search"
                data-testid="note-search"
              />
              <Button type="primary" icon={<PlusOutlined />} onClick={openCreate} data-testid="note-create">
                {t('note.create')}
              </Button>
            </div>
          </Card>
          <div className="note-list" data-testid="note-list">
            {records.length === 0 && !list.isLoading ? (
              <Card size="small">
                <Empty description={t('note.empty')} />
              </Card>
            ) : (
              records.map(card)
            )}
          </div>
          {(list.data?.total ?? 0) > NOTE_PAGE_SIZE && (
            <Pagination
              className="note-pagination"
              current={filters.currentPage}
              pageSize={NOTE_PAGE_SIZE}
              total={list.data?.total ?? 0}
              showSizeChanger={false}
              showTotal={(count) => t('note.total', { count })}
              onChange={(page) => update({ currentPage: page })}
              data-testid="note-pagination"
            />
          )}
        </Col>
        <Col xs={{ span: 24, order: 1 }} md={{ span: 6, order: 2 }}>
          <NoteCategorySidebar
            categories={categoryList}
            selected={filters.cid}
            onSelect={(cid) => update({ cid })}
            onSaved={(saved) => void onCategoriesSaved(saved)}
          />
        </Col>
      </Row>

      <Modal
        open={viewing !== null}
        title={viewing?.subject}
        width={900}
        className="note-view-dialog"
        onCancel={() => setViewing(null)}
        destroyOnHidden
        footer={
          viewing && (
            <Space wrap>
              <Button icon={<LinkOutlined />} onClick={() => void copyNoteLink(viewing, t)}>
                {t('note.copyLink')}
              </Button>
              <Link to={`/note/${viewing.id}`}>
                <Button data-testid="note-open-page">{t('note.openPage')}</Button>
              </Link>
              <Button
                type="primary"
                icon={<EditOutlined />}
                onClick={() => setDialog({ id: viewing.id, initial: formOf(viewing) })}
              >
                {t('note.edit')}
              </Button>
            </Space>
          )
        }
      >
        {viewing && (
          <div data-testid="note-view-dialog">
            <div className="note-card__meta note-view__meta">
              <NoteTags note={viewing} />
              <NoteModified note={viewing} />
            </div>
            <NoteBody note={viewing} />
          </div>
        )}
      </Modal>
      <NoteEditDialog
        target={dialog}
        categories={categoryList}
        onClose={() => setDialog(null)}
        onSubmit={submit}
      />
    </div>
  );
}
