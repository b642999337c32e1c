import { useState } from 'react';
import { Avatar, Button, Space, Typography, Upload } from 'antd';
import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { LIMITS, type UserInfo } from '@judge/contract';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/request';
import { toast } from '../../components/feedback';
import { updateUser, useSession } from '../../state/session';
import { acceptExtensions, uploadProblem } from '../../validation/upload-rules';

/** The types the server accepts for avatars (spec 1-core §5 "Uploads"); it checks the content too. */
export const AVATAR_TYPES = ['gif', 'jpg', 'jpeg', 'png', 'bmp', 'webp'];

/** What the browser can tell before uploading: the extension and the size. */
export const avatarProblem = (file: { name: string; size: number }) =>
  uploadProblem(file, { extensions: AVATAR_TYPES, maxBytes: LIMITS.avatarMaxBytes });

export function AvatarForm() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [uploading, setUploading] = useState(false);

  async function upload(file: File) {
    const problem = avatarProblem(file);
    if (problem) {
      toast.warning(t(`setting.${problem}`));
      return;
    }
    const form = new FormData();
    form.append('image', file);
    setUploading(true);
    try {
      const updated = await request<UserInfo>('/api/file/upload-avatar', { method: 'POST', body: form });
      updateUser(updated);
      toast.success(t('setting.avatarUploaded'));
    } catch {
      // The request module has shown the server's message.
    } finally {
      setUploading(false);
    }
  }

  return (
    <Space align="center" size="large" wrap data-testid="avatar-form">
      <Avatar size={96} src={user?.avatar || undefined} icon={<UserOutlined />} />
      <Space direction="vertical" size={4}>
        <Upload
          accept={acceptExtensions(AVATAR_TYPES)}
          showUploadList={false}
          maxCount={1}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploading}>
            {t('setting.chooseAvatar')}
          </Button>
        </Upload>
        <Typography.Text type="secondary">{t('setting.avatarHint')}</Typography.Text>
      </Space>
    </Space>
  );
}
