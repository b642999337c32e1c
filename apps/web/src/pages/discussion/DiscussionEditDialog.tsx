import { useEffect, useState } from 'react';
import { Button, Col, Form, Input, Modal, Row, Select, Space, Switch } from 'antd';
import {
  DISCUSSION_CONTENT_MAX,
  DISCUSSION_DESCRIPTION_MAX,
  DISCUSSION_TITLE_MAX,
  type DiscussionCategory,
} from '@judge/contract';
import { useTranslation } from 'react-i18next';
import type { DiscussionForm } from '../../api/discussions';
import { MarkdownEditor } from '../../components/markdown/MarkdownEditor';
import { categoryLabel } from './category-names';

const FORM_ID = 'discussion-form';

export interface DiscussionDialogTarget {
  /** Absent when creating. */
  id?: number;
  initial: Partial<DiscussionForm>;
  /** Created from a problem page: the category stays as given (spec 2 §5). */
  categoryFixed?: boolean;
}

/**
 * The full-screen dialog to post or edit a discussion: title, summary, category and Markdown content (the
 * site's Markdown editor: beside its preview on a wide screen, in tabs on a phone); the pin switch for admin
 * roles only.
 */
export function DiscussionEditDialog({
  target,
  categories,
  canPin,
  onClose,
  onSubmit,
}: {
  target: DiscussionDialogTarget | null;
  categories: DiscussionCategory[];
  canPin: boolean;
  onClose: () => void;
  onSubmit: (values: DiscussionForm) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);

  return (
    <Modal
      open={target !== null}
      title={target?.id ? t('discussion.dialog.edit') : t('discussion.dialog.create')}
      width="100vw"
      className="discussion-dialog"
      style={{ top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 }}
      styles={{ container: { minHeight: '100vh', borderRadius: 0 } }}
      onCancel={onClose}
      destroyOnHidden
      forceRender
      footer={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            type="primary"
            loading={saving}
            htmlType="submit"
            form={FORM_ID}
            data-testid="discussion-submit"
          >
            {t('discussion.dialog.submit')}
          </Button>
        </Space>
      }
    >
      {target && (
        <DiscussionDialogForm
          key={target.id ?? 'new'}
          target={target}
          categories={categories}
          canPin={canPin}
          onSaving={setSaving}
          onSubmit={onSubmit}
        />
      )}
    </Modal>
  );
}

/**
 * The dialog's form, mounted afresh (with its own form store) each time the dialog opens, so a new post
 * starts empty; its fields keep their values while the window crosses 768 px and the editor moves
 * between its columns and its tabs (a form with preserve=false dropped the text there).
 */
function DiscussionDialogForm({
  target,
  categories,
  canPin,
  onSaving,
  onSubmit,
}: {
  target: DiscussionDialogTarget;
  categories: DiscussionCategory[];
  canPin: boolean;
  onSaving: (saving: boolean) => void;
  onSubmit: (values: DiscussionForm) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DiscussionForm>();
  // A new post opened before the categories arrived starts with none; it takes the first one when they do,
  // as it would have had they been there (the author can still pick another).
  const firstCategory = categories[0]?.id;
  useEffect(() => {
    if (firstCategory !== undefined && form.getFieldValue('categoryId') == null) {
      form.setFieldValue('categoryId', firstCategory);
    }
  }, [firstCategory, form]);

  return (
    <Form<DiscussionForm>
      form={form}
      layout="vertical"
      name={FORM_ID}
      initialValues={{ topPriority: false, ...target.initial }}
      onFinish={async (values) => {
        onSaving(true);
        try {
          await onSubmit(values);
        } catch {
          // A refusal has been shown once by the request layer; the dialog stays open with the text.
        } finally {
          onSaving(false);
        }
      }}
      data-testid="discussion-dialog"
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="title"
            label={t('discussion.dialog.title')}
            rules={[{ required: true, whitespace: true, message: t('discussion.dialog.titleRequired') }]}
          >
            <Input maxLength={DISCUSSION_TITLE_MAX} data-testid="discussion-title" />
          </Form.Item>
        </Col>
        <Col xs={24} md={canPin ? 8 : 12}>
          <Form.Item
            name="categoryId"
            label={t('discussion.dialog.category')}
            rules={[{ required: true, message: t('discussion.dialog.categoryRequired') }]}
          >
            <Select
              disabled={target.categoryFixed}
              options={categories.map((c) => ({ value: c.id, label: categoryLabel(c.name, t) }))}
              data-testid="discussion-category"
            />
          </Form.Item>
        </Col>
        {canPin && (
          <Col xs={24} md={4}>
            <Form.Item name="topPriority" label={t('discussion.dialog.pin')} valuePropName="checked">
              <Switch data-testid="discussion-pin" />
            </Form.Item>
          </Col>
        )}
      </Row>
      <Form.Item
        name="description"
        label={t('discussion.dialog.description')}
        rules={[{ required: true, whitespace: true, message: t('discussion.dialog.descriptionRequired') }]}
      >
        <Input maxLength={DISCUSSION_DESCRIPTION_MAX} showCount data-testid="discussion-description" />
      </Form.Item>
      <Form.Item
        name="content"
        label={t('discussion.dialog.content')}
        rules={[{ required: true, whitespace: true, message: t('discussion.dialog.contentRequired') }]}
      >
        <MarkdownEditor
          maxLength={DISCUSSION_CONTENT_MAX}
          minRows={14}
          testId="discussion-content"
          previewTestId="discussion-preview"
        />
      </Form.Item>
    </Form>
  );
}
