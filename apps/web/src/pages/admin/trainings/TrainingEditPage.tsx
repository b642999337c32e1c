import { useMemo, useState } from 'react';
import { Alert, Button, Card, Col, Flex, Form, Input, InputNumber, Radio, Result, Row, Select } from 'antd';
import { ArrowLeftOutlined, SaveOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  RANK_SHOW_NAMES,
  TRAINING_AUTH,
  TRAINING_AUTHS,
  TRAINING_LIMITS,
  type AdminTrainingView,
  type TrainingCategory,
} from '@judge/contract';
import { ApiError, isErrorCode } from '../../../api/request';
import { trainingsApi } from '../../../api/trainings';
import { toast } from '../../../components/feedback';
import { PageLoading } from '../../../components/PageLoading';
import { messageWithoutField } from '../contests/contest-form';
import { MarkdownField } from '../problems/MarkdownField';
import { trainingCategoriesKey } from '../../training/TrainingListPage';
import { parseTrainingId } from '../../training/TrainingShell';
import { backOfficeTrainings, type TrainingAdminSource } from './training-admin-source';
import {
  emptyTrainingForm,
  formFieldOfServerError,
  formToBody,
  trainingToForm,
  type TrainingFormValues,
} from './training-form';
import '../problems/ProblemEditPage.css';

/** /admin/training/create and /admin/training/:trainingId/edit (spec 3 "Admin area": training). */
export function TrainingEditPage({
  mode,
  source = backOfficeTrainings,
}: {
  mode: 'create' | 'edit';
  /** A group's trainings (spec 3 "Group trainings"); the back office's by default. */
  source?: TrainingAdminSource;
}) {
  const { t } = useTranslation();
  const { trainingId } = useParams();
  const tid = mode === 'edit' ? parseTrainingId(trainingId) : null;
  const detail = useQuery({
    queryKey: [...source.key, 'training', tid],
    queryFn: () => source.get(tid!),
    enabled: tid !== null,
  });
  const categories = useQuery({ queryKey: trainingCategoriesKey, queryFn: trainingsApi.categories });

  if ((mode === 'edit' && tid === null) || detail.isError)
    return (
      <Result
        status="warning"
        // Another admin's training is refused (only root and its author edit it); say why.
        title={
          detail.isError && !isErrorCode(detail.error, 'NOT_FOUND')
            ? detail.error.message
            : t('training.notFound')
        }
        extra={
          <Link to={source.paths.list}>
            <Button>{t('training.backToList')}</Button>
          </Link>
        }
      />
    );
  if ((tid !== null && !detail.data) || !categories.data) return <PageLoading />;
  // A new key per training: the form takes its initial values once.
  return (
    <TrainingForm key={tid ?? 'new'} detail={detail.data} categories={categories.data} source={source} />
  );
}

function TrainingForm({
  detail,
  categories,
  source,
}: {
  detail: AdminTrainingView | undefined;
  categories: TrainingCategory[];
  source: TrainingAdminSource;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TrainingFormValues>();
  const [saving, setSaving] = useState(false);
  const initialValues = useMemo(
    () => (detail ? trainingToForm(detail) : emptyTrainingForm(categories[0]?.id ?? null)),
    [detail, categories],
  );
  const auth = Form.useWatch('auth', form) ?? initialValues.auth;

  const save = async () => {
    try {
      await form.validateFields();
    } catch {
      toast.error(t('adminTraining.form.fixErrors'));
      return;
    }
    const body = formToBody(form.getFieldsValue(true) as TrainingFormValues);
    setSaving(true);
    try {
      if (detail) {
        await source.update(detail.training.id, body);
        toast.success(t('adminTraining.form.updated'));
      } else {
        await source.create(body);
        toast.success(t('adminTraining.form.created'));
      }
      await queryClient.invalidateQueries({ queryKey: [...source.key, 'trainings'] });
      await queryClient.invalidateQueries({ queryKey: [...source.key, 'training'] });
      void navigate(source.paths.list);
    } catch (error) {
      // The server's 400 names its field: the message goes under it.
      if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') {
        const field = (error.data as { field?: string } | null)?.field;
        const name = formFieldOfServerError(field);
        if (name) form.setFields([{ name, errors: [messageWithoutField(error.message, field)] }]);
        toast.error(error.message);
      }
    } finally {
      setSaving(false);
    }
  };

  const required = (field: string) => [
    { required: true, whitespace: true, message: t('adminTraining.form.required', { field }) },
  ];
  return (
    <Form<TrainingFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      className="training-form"
      data-testid="training-form"
    >
      <Card
        title={
          <Flex gap={8} align="center" wrap>
            <Link to={source.paths.list} aria-label={t('training.backToList')}>
              <ArrowLeftOutlined />
            </Link>
            <span>
              {detail
                ? t('adminTraining.form.editTitle', { id: detail.training.id })
                : t('adminTraining.form.createTitle')}
            </span>
          </Flex>
        }
      >
        {categories.length === 0 && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('adminTraining.form.noCategories')}
            action={
              source.manageCategories ? (
                <Link to="/admin/training/category">
                  <Button size="small">{t('adminTraining.form.toCategories')}</Button>
                </Link>
              ) : undefined
            }
            data-testid="training-no-categories"
          />
        )}
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              name="rank"
              label={t('adminTraining.form.rank')}
              tooltip={t('adminTraining.form.rankHelp')}
              rules={[
                {
                  required: true,
                  message: t('adminTraining.form.required', { field: t('adminTraining.form.rank') }),
                },
              ]}
            >
              <InputNumber
                min={0}
                max={TRAINING_LIMITS.rankMax}
                precision={0}
                style={{ width: '100%' }}
                data-testid="training-rank"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item
              name="categoryId"
              label={t('adminTraining.form.category')}
              rules={[
                {
                  required: true,
                  message: t('adminTraining.form.required', { field: t('adminTraining.form.category') }),
                },
              ]}
            >
              <Select
                options={categories.map((category) => ({ value: category.id, label: category.name }))}
                data-testid="training-category"
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="title"
          label={t('adminTraining.form.title')}
          rules={required(t('adminTraining.form.title'))}
        >
          <Input maxLength={TRAINING_LIMITS.titleMax} data-testid="training-title" />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('adminTraining.form.description')}
          rules={required(t('adminTraining.form.description'))}
        >
          <MarkdownField rows={8} data-testid="training-description" />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="auth" label={t('adminTraining.form.auth')}>
              <Radio.Group
                optionType="button"
                options={TRAINING_AUTHS.map((value) => ({ value, label: t(`training.auth.${value}`) }))}
                data-testid="training-auth"
              />
            </Form.Item>
          </Col>
          {auth === TRAINING_AUTH.PRIVATE && (
            <Col xs={24} md={8}>
              <Form.Item
                name="privatePwd"
                label={t('adminTraining.form.privatePwd')}
                tooltip={detail ? t('adminTraining.form.privatePwdHelp') : undefined}
                rules={required(t('adminTraining.form.privatePwd'))}
              >
                <Input
                  maxLength={TRAINING_LIMITS.pwdMax}
                  autoComplete="off"
                  data-testid="training-password"
                />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} md={8}>
            <Form.Item name="rankShowName" label={t('adminTraining.form.rankShowName')}>
              <Select
                options={RANK_SHOW_NAMES.map((value) => ({
                  value,
                  label: t(`adminTraining.form.showName.${value}`),
                }))}
                data-testid="training-rank-show-name"
              />
            </Form.Item>
          </Col>
        </Row>
        <Button
          type="primary"
          icon={<SaveOutlined />}
          loading={saving}
          onClick={() => void save()}
          data-testid="save-training"
        >
          {t('common.save')}
        </Button>
      </Card>
    </Form>
  );
}
