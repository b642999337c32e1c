import { useState, type Key, type ReactNode } from 'react';
import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A dialog holding one form: OK submits it, the button spins while `onSubmit` runs, and the fields start
 * again from `initialValues` each time the dialog opens (`formKey` tells one record from another).
 */
export function FormDialog<Values extends object>({
  open,
  title,
  formKey,
  initialValues,
  onClose,
  onSubmit,
  testId,
  children,
}: {
  open: boolean;
  title: string;
  formKey: Key;
  initialValues: Partial<Values>;
  onClose: () => void;
  onSubmit: (values: Values) => Promise<void>;
  testId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  return (
    <Modal
      open={open}
      title={title}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
      forceRender
    >
      <Form<Values>
        form={form}
        layout="vertical"
        preserve={false}
        key={formKey}
        initialValues={initialValues}
        onFinish={async (values) => {
          setSaving(true);
          try {
            await onSubmit(values);
          } finally {
            setSaving(false);
          }
        }}
        data-testid={testId}
      >
        {children}
      </Form>
    </Modal>
  );
}
