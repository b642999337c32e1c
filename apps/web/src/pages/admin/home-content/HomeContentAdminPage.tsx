import { useState } from 'react';
import {
  Button,
  Card,
  DatePicker,
  Empty,
  Flex,
  Form,
  Image,
  Input,
  Popconfirm,
  Table,
  Tag,
  Typography,
  Upload,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { TIMER_TITLE_MAX, type HomeTimer } from '@judge/contract';
import { homeAdminApi, homeApi, homeKeys } from '../../../api/home';
import { EditDeleteActions } from '../../../components/EditDeleteActions';
import { FormDialog } from '../../../components/FormDialog';
import { toast } from '../../../components/feedback';
import { LocalTime } from '../../../components/judge-status/LocalTime';
import { useIsMobile } from '../../../hooks/useMediaQuery';
import { AVATAR_TYPES, avatarProblem } from '../../setting/AvatarForm';

/**
 * What the home page shows besides announcements, for the super admin: the carousel's pictures (upload and
 * delete) and the countdown timers (create, edit, delete).
 */
export function HomeContentAdminPage() {
  return (
    <Flex vertical gap={24} data-testid="home-content-admin">
      <CarouselCard />
      <TimersCard />
    </Flex>
  );
}

function CarouselCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const images = useQuery({ queryKey: homeKeys.carousel, queryFn: homeApi.carousel });
  const [uploading, setUploading] = useState(false);

  async function upload(file: File) {
    const problem = avatarProblem(file);
    if (problem) {
      toast.warning(t(`setting.${problem}`));
      return;
    }
    setUploading(true);
    try {
      await homeAdminApi.uploadCarouselImage(file);
      toast.success(t('adminHome.uploaded'));
      await queryClient.invalidateQueries({ queryKey: homeKeys.carousel });
    } catch {
      // The request module has shown the server's message.
    } finally {
      setUploading(false);
    }
  }
  async function remove(id: number) {
    try {
      await homeAdminApi.removeCarouselImage(id);
      toast.success(t('common.deleteSuccess'));
      await queryClient.invalidateQueries({ queryKey: homeKeys.carousel });
    } catch {
      // Shown by the central handler.
    }
  }

  return (
    <Card
      title={t('adminHome.carousel')}
      extra={
        <Upload
          accept={AVATAR_TYPES.map((type) => `.${type}`).join(',')}
          showUploadList={false}
          maxCount={1}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button type="primary" icon={<UploadOutlined />} loading={uploading} data-testid="upload-carousel">
            {t('adminHome.upload')}
          </Button>
        </Upload>
      }
      data-testid="carousel-admin"
    >
      <Typography.Paragraph type="secondary">{t('adminHome.carouselHint')}</Typography.Paragraph>
      {(images.data ?? []).length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('adminHome.noImages')} />
      ) : (
        <Flex wrap gap={16}>
          {images.data?.map((image) => (
            <Flex
              key={image.id}
              vertical
              gap={4}
              className="carousel-admin__item"
              data-testid={`carousel-item-${image.id}`}
            >
              <Image
                src={image.url}
                width={240}
                height={66}
                style={{ objectFit: 'cover', borderRadius: 6 }}
              />
              <Popconfirm
                title={t('adminHome.deleteImageConfirm')}
                okText={t('common.confirm')}
                cancelText={t('common.cancel')}
                onConfirm={() => remove(image.id)}
              >
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  data-testid={`delete-carousel-${image.id}`}
                >
                  {t('common.delete')}
                </Button>
              </Popconfirm>
            </Flex>
          ))}
        </Flex>
      )}
    </Card>
  );
}

interface TimerFormValues {
  title: string;
  onTime: Dayjs;
}
type Editing = { kind: 'create' } | { kind: 'edit'; row: HomeTimer } | null;

function TimersCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mobile = useIsMobile();
  const timers = useQuery({ queryKey: homeKeys.adminTimers, queryFn: homeAdminApi.timers });
  const [editing, setEditing] = useState<Editing>(null);

  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      toast.success(success);
      await queryClient.invalidateQueries({ queryKey: homeKeys.adminTimers });
      await queryClient.invalidateQueries({ queryKey: homeKeys.timers });
      return true;
    } catch {
      return false;
    }
  };

  const columns: ColumnsType<HomeTimer> = [
    { title: t('adminHome.timerTitle'), dataIndex: 'title', ellipsis: true },
    {
      title: t('adminHome.onTime'),
      dataIndex: 'onTime',
      width: 180,
      render: (value: string) => <LocalTime value={value} />,
    },
    {
      title: t('adminHome.status'),
      key: 'status',
      width: 110,
      responsive: ['sm'],
      render: (_v, row) =>
        Date.parse(row.onTime) > Date.now() ? (
          <Tag color="blue">{t('adminHome.upcoming')}</Tag>
        ) : (
          <Tag>{t('adminHome.passed')}</Tag>
        ),
    },
    {
      title: t('adminAnnouncement.actions'),
      key: 'actions',
      width: 100,
      fixed: 'right',
      render: (_v, row) => (
        <EditDeleteActions
          onEdit={() => setEditing({ kind: 'edit', row })}
          editTestId={`edit-timer-${row.id}`}
          deleteConfirm={t('adminHome.deleteTimerConfirm')}
          onDelete={() => run(() => homeAdminApi.removeTimer(row.id), t('common.deleteSuccess'))}
        />
      ),
    },
  ];

  const row = editing?.kind === 'edit' ? editing.row : null;
  return (
    <Card
      title={t('adminHome.timers')}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing({ kind: 'create' })}
          aria-label={t('adminHome.createTimer')}
          data-testid="create-timer"
        >
          {!mobile && t('adminHome.createTimer')}
        </Button>
      }
      data-testid="timer-admin"
    >
      <Typography.Paragraph type="secondary">{t('adminHome.timersHint')}</Typography.Paragraph>
      <Table<HomeTimer>
        rowKey="id"
        size="small"
        loading={timers.isFetching}
        columns={columns}
        dataSource={timers.data ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
      />
      <FormDialog<TimerFormValues>
        open={editing !== null}
        title={row ? t('adminHome.editTimerTitle') : t('adminHome.createTimerTitle')}
        formKey={row?.id ?? 'new'}
        initialValues={row ? { title: row.title, onTime: dayjs(row.onTime) } : {}}
        onClose={() => setEditing(null)}
        testId="timer-form"
        onSubmit={async (values) => {
          const body = { title: values.title.trim(), onTime: values.onTime.toISOString() };
          const done = row
            ? await run(() => homeAdminApi.updateTimer({ ...body, id: row.id }), t('common.updateSuccess'))
            : await run(() => homeAdminApi.createTimer(body), t('adminHome.created'));
          if (done) setEditing(null);
        }}
      >
        <Form.Item
          name="title"
          label={t('adminHome.timerTitle')}
          rules={[{ required: true, whitespace: true, message: t('adminHome.titleRequired') }]}
        >
          <Input maxLength={TIMER_TITLE_MAX} data-testid="timer-title-input" />
        </Form.Item>
        <Form.Item
          name="onTime"
          label={t('adminHome.onTime')}
          rules={[{ required: true, message: t('adminHome.onTimeRequired') }]}
        >
          <DatePicker showTime style={{ width: '100%' }} data-testid="timer-time-input" />
        </Form.Item>
      </FormDialog>
    </Card>
  );
}
