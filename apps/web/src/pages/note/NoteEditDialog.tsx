import { useState } from 'react';
import { Button, Col, Form, Input, Modal, Row, Select, Space, Switch } from 'antd';
import { NOTE_CONTENT_MAX, NOTE_SUBJECT_MAX, type NoteCategory } from '@judge/contract';
import { useTranslation } from 'react-i18next';
import type { NoteForm } from '../../api/notes';
import { MarkdownEditor } from '../../components/markdown/MarkdownEditor';
import { useIsMobile } from '../../hooks/useMediaQuery';

export interface NoteDialogTarget {
  /** Absent when creating. */
  id?: number;
  initial: NoteForm;
}

/**
 * The dialog to write or edit a note: subject, category, pin and share switches and the Markdown content in
 * the site's Markdown editor (beside its preview on a wide screen, in tabs on a phone; spec 2 §2.14, §5).
 */
export function NoteEditDialog({
  target,
  categories,
  onClose,
  onSubmit,
}: {
  target: NoteDialogTarget | null;
  categories: NoteCategory[];
  onClose: () => void;
  onSubmit: (values: NoteForm) => Promise<void>;
}) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  return (
    <Modal
      open={target !== null}
      title={target?.id ? t('note.dialog.edit') : t('note.dialog.create')}
      width={mobile ? '100vw' : 1100}
      className="note-dialog"
      style={mobile ? { top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 } : { top: 40 }}
      onCancel={onClose}
      destroyOnHidden
      footer={null}
    >
      {target && (
        <NoteDialogForm
          key={target.id ?? 'new'}
          target={target}
          categories={categories}
          onClose={onClose}
          onSubmit={onSubmit}
        />
      )}
    </Modal>
  );
}

/** The dialog's form, mounted afresh (with a new form store) each time the dialog opens. */
function NoteDialogForm({
  target,
  categories,
  onClose,
  onSubmit,
}: {
  target: NoteDialogTarget;
  categories: NoteCategory[];
  onClose: () => void;
  onSubmit: (values: NoteForm) => Promise<void>;
}) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const [form] = Form.useForm<NoteForm>();
  const [saving, setSaving] = useState(false);

  return (
    <Form<NoteForm>
      form={form}
      layout="vertical"
      // Fields keep their values when the layout switches between phone and wide screen (the editor
      // moves between tabs and columns and remounts); a new form (useForm) is made each time the dialog opens.
      initialValues={target.initial}
      onFinish={async (values) => {
        setSaving(true);
        try {
          await onSubmit({ ...values, subject: values.subject.trim(), cid: values.cid ?? null });
        } finally {
          setSaving(false);
        }
      }}
      data-testid="note-dialog"
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="subject"
            label={t('note.dialog.subject')}
            rules={[{ required: true, whitespace: true, message: t('note.dialog.subjectRequired') }]}
          >
            <Input maxLength={NOTE_SUBJECT_MAX} data-testid="note-subject" />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="cid" label={t('note.dialog.category')}>
            <Select
              allowClear
              placeholder={t('note.dialog.categoryNone')}
              options={categories.map((c) => ({ value: c.id, label: c.name }))}
              data-testid="note-category"
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={3}>
          <Form.Item name="isTop" label={t('note.dialog.pin')} valuePropName="checked">
            <Switch data-testid="note-pin" />
          </Form.Item>
        </Col>
        <Col xs={12} md={3}>
          <Form.Item
            name="shared"
            label={t('note.dialog.share')}
            tooltip={t('note.dialog.shareHint')}
            valuePropName="checked"
          >
            <Switch data-testid="note-share" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="content"
        label={t('note.dialog.content')}
        rules={[{ required: true, whitespace: true, message: t('note.dialog.contentRequired') }]}
      >
        <MarkdownEditor
          maxLength={NOTE_CONTENT_MAX}
          minRows={mobile ? 12 : 18}
          testId="note-content"
          previewTestId="note-preview"
        />
      </Form.Item>
      <div className="note-dialog__footer">
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="note-submit">
            {t('note.dialog.save')}
          </Button>
        </Space>
      </div>
    </Form>
  );
}
