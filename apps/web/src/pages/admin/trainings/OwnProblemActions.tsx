import { Button, Popconfirm, Switch, Tooltip } from 'antd';
import { DeleteOutlined, DownloadOutlined, EditOutlined } from '@ant-design/icons';
import { PROBLEM_AUTH, type AdminTrainingProblemRow } from '@judge/contract';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { downloadBlob } from '../../../components/code-editor/clipboard';
import type { TrainingAdminSource } from './training-admin-source';

type OwnProblems = NonNullable<TrainingAdminSource['ownProblems']>;

/** Whether a row of a group training is one of the group's own problems (spec 3 §6). */
export const isOwnProblem = (own: OwnProblems | undefined, row: AdminTrainingProblemRow) =>
  own !== undefined && row.gid === own.gid;

/** The visibility of a group's own problem, switched in place (public in the group or private). */
export function OwnProblemAuthSwitch({
  own,
  row,
  act,
}: {
  own: OwnProblems;
  row: AdminTrainingProblemRow;
  act: (action: () => Promise<unknown>, success: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  return (
    <Switch
      size="small"
      checked={row.auth === PROBLEM_AUTH.PUBLIC}
      checkedChildren={t('adminTraining.problemPage.ownProblem.public')}
      unCheckedChildren={t('adminTraining.problemPage.ownProblem.private')}
      onChange={(checked) =>
        void act(
          () => own.changeAuth(row.id, checked ? PROBLEM_AUTH.PUBLIC : PROBLEM_AUTH.PRIVATE),
          t('adminTraining.problemPage.ownProblem.authChanged'),
        )
      }
      data-testid={`own-problem-auth-${row.problemId}`}
    />
  );
}

/** Edit, download the test cases and delete for a group's own problem in its training; the others are only removed from the training. */
export function OwnProblemActions({
  own,
  row,
  act,
}: {
  own: OwnProblems;
  row: AdminTrainingProblemRow;
  act: (action: () => Promise<unknown>, success: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Tooltip title={t('adminTraining.problemPage.ownProblem.edit')}>
        <Link to={own.editPath(row.id)} data-testid={`edit-own-problem-${row.problemId}`}>
          <Button
            type="link"
            size="small"
            icon={<EditOutlined />}
            aria-label={t('adminTraining.problemPage.ownProblem.edit')}
          />
        </Link>
      </Tooltip>
      <Tooltip title={t('adminTraining.problemPage.ownProblem.download')}>
        <Button
          type="link"
          size="small"
          icon={<DownloadOutlined />}
          aria-label={t('adminTraining.problemPage.ownProblem.download')}
          onClick={() =>
            void own
              .downloadCases(row.id)
              .then(({ blob, fileName }) => downloadBlob(blob, fileName))
              .catch(() => {
                // Said by the central handler.
              })
          }
          data-testid={`download-own-problem-${row.problemId}`}
        />
      </Tooltip>
      <Popconfirm
        title={t('adminTraining.problemPage.ownProblem.deleteConfirm')}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
        onConfirm={() => act(() => own.remove(row.id), t('adminTraining.problemPage.ownProblem.deleted'))}
      >
        <Tooltip title={t('adminTraining.problemPage.ownProblem.delete')}>
          <Button
            type="link"
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('adminTraining.problemPage.ownProblem.delete')}
            data-testid={`delete-own-problem-${row.problemId}`}
          />
        </Tooltip>
      </Popconfirm>
    </>
  );
}
