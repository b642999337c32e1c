import { useState } from 'react';
import { Avatar, Button, Flex, Slider, Space, Typography, Upload } from 'antd';
import { RotateLeftOutlined, RotateRightOutlined, TeamOutlined, UploadOutlined } from '@ant-design/icons';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import type { GroupView } from '@judge/contract';
import { groupsApi } from '../../api/groups';
import { toast } from '../../components/feedback';
import { acceptExtensions } from '../../validation/upload-rules';
import { AVATAR_TYPES, avatarProblem } from '../setting/AvatarForm';
import { cropToPng } from './crop-image';

/**
 * The group's picture (spec 3 "Group setting screen"): choose an image (type and size checked first, as for a
 * user's avatar), frame a fixed square by dragging, zooming and turning it, and upload the square as a 200x200
 * PNG; the server checks the type and size again from the bytes.
 */
export function GroupAvatarCrop({
  group,
  onUploaded,
}: {
  group: GroupView;
  onUploaded: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [source, setSource] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [area, setArea] = useState<Area | null>(null);
  const [uploading, setUploading] = useState(false);

  const choose = (file: File) => {
    const problem = avatarProblem(file);
    if (problem) {
      toast.warning(t(`setting.${problem}`));
      return;
    }
    const reader = new FileReader();
    reader.onload = () => {
      setSource(String(reader.result));
      setZoom(1);
      setRotation(0);
      setCrop({ x: 0, y: 0 });
    };
    reader.readAsDataURL(file);
  };
  const upload = async () => {
    if (!source || !area) return;
    setUploading(true);
    try {
      const image = new Image();
      image.src = source;
      await image.decode();
      await groupsApi.uploadAvatar(group.id, await cropToPng(image, area, rotation));
      toast.success(t('group.setting.uploaded'));
      setSource(null);
      await onUploaded();
    } catch {
      // The request layer has shown the server's refusal.
    } finally {
      setUploading(false);
    }
  };

  if (!source)
    return (
      <Flex gap={20} align="center" wrap data-testid="group-avatar">
        <Avatar shape="square" size={120} src={group.avatar || undefined} icon={<TeamOutlined />} />
        <Space direction="vertical" size={6}>
          <Upload
            accept={acceptExtensions(AVATAR_TYPES)}
            showUploadList={false}
            maxCount={1}
            beforeUpload={(file) => {
              choose(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} data-testid="group-avatar-choose">
              {t('group.setting.choose')}
            </Button>
          </Upload>
          <Typography.Text type="secondary">{t('group.setting.avatarHint')}</Typography.Text>
        </Space>
      </Flex>
    );
  return (
    <Flex vertical gap={12} data-testid="group-avatar-crop">
      <div className="group-crop">
        <Cropper
          image={source}
          crop={crop}
          zoom={zoom}
          rotation={rotation}
          aspect={1}
          cropShape="rect"
          showGrid
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_area, pixels) => setArea(pixels)}
        />
      </div>
      <Flex gap={12} align="center" wrap>
        <Typography.Text>{t('group.setting.zoom')}</Typography.Text>
        <Slider min={1} max={4} step={0.05} value={zoom} onChange={setZoom} className="group-crop__zoom" />
        <Button
          icon={<RotateLeftOutlined />}
          aria-label={t('group.setting.rotate')}
          onClick={() => setRotation((value) => value - 90)}
        />
        <Button
          icon={<RotateRightOutlined />}
          aria-label={t('group.setting.rotate')}
          onClick={() => setRotation((value) => value + 90)}
        />
      </Flex>
      <Space>
        <Button onClick={() => setSource(null)}>{t('group.setting.cancel')}</Button>
        <Button
          type="primary"
          loading={uploading}
          onClick={() => void upload()}
          data-testid="group-avatar-upload"
        >
          {t('group.setting.upload')}
        </Button>
      </Space>
    </Flex>
  );
}
