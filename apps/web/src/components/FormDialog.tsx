import { useId, useRef, useState, type Key, type ReactNode } from 'react';
import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A dialog holding one form: OK submits it, the button spins while `onSubmit` runs, and the fields start
 * again from `initialValues` each time the dialog opens (`formKey` tells one record from another).
 *
 * Each opening mounts a new form with its own store: one store shared by every opening kept what the
 * previous opening held (after creating a visible announcement, editing a hidden one showed it visible).
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
  const formId = useId();
  const [saving, setSaving] = useState(false);
  // Counts openings while rendering, so the first render of an opening already has its own form.
  const openings = useRef(0);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current) openings.current += 1;
  wasOpen.current = open;

  return (
    <Modal
      open={open}
      title={title}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      okButtonProps={{ htmlType: 'submit', form: formId }}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <DialogForm<Values>
        key={`${formKey}-${openings.current}`}
        id={formId}
        initialValues={initialValues}
        onSubmit={async (values) => {
          setSaving(true);
          try {
            await onSubmit(values);
          } finally {
            setSaving(false);
          }
        }}
        testId={testId}
      >
        {children}
      </DialogForm>
    </Modal>
  );
}

function DialogForm<Values extends object>({
  id,
  initialValues,
  onSubmit,
  testId,
  children,
}: {
  id: string;
  initialValues: Partial<Values>;
  onSubmit: (values: Values) => Promise<void>;
  testId?: string;
  children: ReactNode;
}) {
  const [form] = Form.useForm<Values>();
  return (
    <Form<Values>
      form={form}
      id={id}
      layout="vertical"
      preserve={false}
      initialValues={initialValues}
      onFinish={onSubmit}
      data-testid={testId}
    >
      {children}
    </Form>
  );
}
