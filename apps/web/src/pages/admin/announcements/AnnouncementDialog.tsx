import { Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ANNOUNCEMENT_CONTENT_MAX,
  ANNOUNCEMENT_STATUS,
  ANNOUNCEMENT_TITLE_MAX,
  type Announcement,
} from '@judge/contract';
import { FormDialog } from '../../../components/FormDialog';
import { MarkdownEditor } from '../../../components/markdown/MarkdownEditor';

export interface AnnouncementFormValues {
  title: string;
  content: string;
  visible: boolean;
}

/** What the dialog edits: a new announcement, or a row of the list (a contest's too). */
export type Editing = { kind: 'create' } | { kind: 'edit'; row: Announcement } | null;

/** The create/edit dialog (title and content required, visible switch); the site's and contests' lists use it. */
export function AnnouncementDialog({
  editing,
  onClose,
  onSubmit,
}: {
  editing: Editing;
  onClose: () => void;
  onSubmit: (values: AnnouncementFormValues) => Promise<void>;
}) {
  const { t } = useTranslation();
  const row = editing?.kind === 'edit' ? editing.row : null;
  return (
    <FormDialog<AnnouncementFormValues>
      open={editing !== null}
      title={row ? t('adminAnnouncement.editTitle') : t('adminAnnouncement.createTitle')}
      formKey={row?.id ?? 'new'}
      initialValues={{
        title: row?.title ?? '',
        content: row?.content ?? '',
        visible: row ? row.status === ANNOUNCEMENT_STATUS.VISIBLE : true,
      }}
      onClose={onClose}
      onSubmit={onSubmit}
      testId="announcement-form"
    >
      <Form.Item
        name="title"
        label={t('adminAnnouncement.announcementTitle')}
        rules={[{ required: true, whitespace: true, message: t('adminAnnouncement.titleRequired') }]}
      >
        <Input maxLength={ANNOUNCEMENT_TITLE_MAX} data-testid="announcement-title-input" />
      </Form.Item>
      <Form.Item
        name="content"
        label={t('adminAnnouncement.content')}
        rules={[{ required: true, whitespace: true, message: t('adminAnnouncement.contentRequired') }]}
        extra={t('adminAnnouncement.contentHint')}
      >
        <MarkdownEditor
          layout="tabs"
          maxLength={ANNOUNCEMENT_CONTENT_MAX}
          testId="announcement-content-input"
          minRows={8}
          maxRows={20}
        />
      </Form.Item>
      <Form.Item name="visible" label={t('adminAnnouncement.visible')} valuePropName="checked">
        <Switch data-testid="announcement-visible-input" />
      </Form.Item>
    </FormDialog>
  );
}
