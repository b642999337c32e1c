import { useEffect, useState } from 'react';
import { Form } from 'antd';
import { ApiError } from '../api/request';

/** The field a refusal names (`data.field`), when it is one of the form's. */
function refusedField(error: unknown, values: object): string | undefined {
  const field = error instanceof ApiError ? (error.data as { field?: string } | undefined)?.field : undefined;
  return field && field in values ? field : undefined;
}

/**
 * The frame of a dialog that edits one row (root's user, a teacher's student): the form filled from the row
 * when it opens, validated, saved through `submit`, and a field the server refuses marked where it is (the
 * central handler has shown the message). `onSaved` runs after a save that went through.
 */
export function useEditForm<Row, Values extends object>(
  row: Row | null,
  valuesOf: (row: Row) => Values,
  submit: (row: Row, values: Values) => Promise<void>,
  onSaved: () => void,
) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (row) form.setFieldsValue(valuesOf(row) as Parameters<typeof form.setFieldsValue>[0]);
  }, [row, form, valuesOf]);

  const save = async () => {
    if (!row) return;
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await submit(row, values);
      onSaved();
    } catch (error) {
      const field = refusedField(error, values);
      if (field) {
        const name = field as Parameters<typeof form.scrollToField>[0];
        form.setFields([{ name, errors: [error instanceof Error ? error.message : ''] }] as never);
        form.scrollToField(name);
      }
    } finally {
      setSaving(false);
    }
  };
  return { form, saving, save };
}
