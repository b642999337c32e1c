import { Col, Form, Input, Modal, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { GENDERS, type AdminUserRow, type Gender, type StudentEditBody } from '@judge/contract';
import { teacherStudentsApi } from '../../../api/teacher-students';
import { toast } from '../../../components/feedback';
import { useEditForm } from '../../../hooks/useEditForm';
import { useIsMobile } from '../../../hooks/useMediaQuery';
import { emailError, passwordError, phoneError, ruleOf } from '../../../validation/account-rules';

const TEXTS = ['realname', 'nickname', 'school', 'course', 'number', 'grade'] as const;
type Values = Record<(typeof TEXTS)[number] | 'email' | 'phone' | 'password', string> & { gender: Gender };

const valuesOf = (user: AdminUserRow): Values => ({
  ...(Object.fromEntries(TEXTS.map((field) => [field, user[field] ?? ''])) as Record<
    (typeof TEXTS)[number],
    string
  >),
  email: user.email ?? '',
  phone: user.phone ?? '',
  gender: (GENDERS as readonly string[]).includes(user.gender) ? (user.gender as Gender) : 'secrecy',
  password: '',
});

/** The edit body: the profile as the form holds it; an empty password keeps the old one. */
export function studentEditBodyOf(uid: number, values: Values): StudentEditBody {
  const { password, ...profile } = values;
  return { uid, ...profile, ...(password ? { password } : {}) };
}

/** A teacher edits a student's profile and sets a new password for one who forgot theirs. */
export function EditStudentDialog({
  user,
  onClose,
  onSaved,
}: {
  user: AdminUserRow | null;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const { form, saving, save } = useEditForm(
    user,
    valuesOf,
    async (row: AdminUserRow, values: Values) => {
      await teacherStudentsApi.edit(studentEditBodyOf(row.uid, values));
      toast.success(values.password ? t('adminStudents.resetDone') : t('common.updateSuccess'));
    },
    onSaved,
  );

  const text = (name: (typeof TEXTS)[number], label: string, max: number) => (
    <Col xs={24} md={12}>
      <Form.Item name={name} label={label}>
        <Input maxLength={max} />
      </Form.Item>
    </Col>
  );
  return (
    <Modal
      open={user !== null}
      title={t('adminStudents.editTitle', { username: user?.username ?? '' })}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'edit-student-save' } as never}
      forceRender
      width={mobile ? '100%' : 720}
      style={mobile ? { top: 8, maxWidth: 'calc(100vw - 16px)' } : undefined}
    >
      <Form form={form} layout="vertical" data-testid="edit-student-form">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="password"
              label={t('adminStudents.newPassword')}
              extra={t('adminStudents.newPasswordHint')}
              rules={[ruleOf((value) => (value ? passwordError(value) : null), t)]}
            >
              <Input.Password autoComplete="new-password" data-testid="edit-student-password" />
            </Form.Item>
          </Col>
          {text('realname', t('adminUsers.realname'), 50)}
          {text('nickname', t('setting.nickname'), 20)}
          {text('number', t('adminStudents.number'), 30)}
          {text('school', t('setting.school'), 100)}
          {text('course', t('setting.course'), 100)}
          {text('grade', t('adminUserFields.grade'), 30)}
          <Col xs={24} md={12}>
            <Form.Item
              name="email"
              label={t('adminUsers.email')}
              rules={[ruleOf((value) => (value ? emailError(value) : null), t)]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="phone"
              label={t('adminUsers.phone')}
              rules={[ruleOf((value) => (value ? phoneError(value) : null), t)]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="gender" label={t('adminUsers.gender')}>
              <Radio.Group
                options={GENDERS.map((gender) => ({ value: gender, label: t(`setting.${gender}`) }))}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
