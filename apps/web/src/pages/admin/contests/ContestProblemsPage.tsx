import { useState } from 'react';
import {
  Breadcrumb,
  Button,
  Card,
  ColorPicker,
  Flex,
  Input,
  Modal,
  Popconfirm,
  Table,
  Tooltip,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined, EditOutlined, EyeOutlined, FormOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useProblemPickerPaging } from '../problem-picker-paging';
import { PAGE_SIZES, type AdminContestProblemRow, type AdminProblemRow } from '@judge/contract';
import { backOfficeContests, type ContestAdminSource } from './contest-admin-source';
import { toast } from '../../../components/feedback';
import { useIsMobile } from '../../../hooks/useMediaQuery';
import { nextDisplayId, parseContestId } from './contest-problem-ids';

/**
 * /admin/contest/:contestID/problems (spec 3 "Contest problem"): the contest's problems with the display
 * id, display title and balloon colour edited in the list, removal with a confirmation, a dialog that adds
 * a problem of the bank under a display id, and the problem form in contest mode to write a new problem
 * for the contest or edit one of its problems. With a group's `source` (spec 3 "Group contests"), a group contest's
 * problems over the group's calls: the public set and the group's problems to add from, and the group's own problems
 * written or edited with the same form.
 */
export function ContestProblemsPage({ source = backOfficeContests }: { source?: ContestAdminSource } = {}) {
  const { t } = useTranslation();
  const { contestID } = useParams();
  const cid = parseContestId(contestID) ?? 0;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const [currentPage, setCurrentPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const [keyword, setKeyword] = useState('');
  const [adding, setAdding] = useState(false);

  const contest = useQuery({
    queryKey: [...source.key, 'contest', cid],
    queryFn: () => source.get(cid),
    enabled: cid > 0,
  });
  const query = { cid, currentPage, limit, keyword };
  const problemsKey = (id: number) => [...source.key, 'contest-problems', id];
  const list = useQuery({
    queryKey: [...problemsKey(cid), query],
    queryFn: () => source.problems(query),
    placeholderData: keepPreviousData,
    enabled: cid > 0,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: problemsKey(cid) });

  /** Saves one field of a row; the others are sent as they are. */
  const save = async (row: AdminContestProblemRow, change: Partial<AdminContestProblemRow>) => {
    try {
      await source.updateProblem({
        cid,
        pid: row.pid,
        displayId: change.displayId ?? row.displayId,
        displayTitle: change.displayTitle ?? row.displayTitle,
        color: change.color === undefined ? row.color : change.color,
      });
      toast.success(t('adminContestProblem.saved'));
    } catch {
      // Said by the central handler; the list shows the stored value again.
    }
    await refresh();
  };

  const remove = async (row: AdminContestProblemRow) => {
    try {
      await source.removeProblem(cid, row.pid);
      toast.success(t('adminContestProblem.removed'));
      await refresh();
    } catch {
      // Said by the central handler.
    }
  };

  /** An edited text: empty is refused here with the form's wording, unchanged is not sent. */
  const editText = (row: AdminContestProblemRow, field: 'displayId' | 'displayTitle') => ({
    triggerType: ['icon', 'text'] as ('icon' | 'text')[],
    maxLength: field === 'displayId' ? 32 : 255,
    onChange: (value: string) => {
      const next = value.trim();
      if (next === row[field]) return;
      if (next === '') {
        toast.error(
          t(
            field === 'displayId'
              ? 'adminContestProblem.displayIdRequired'
              : 'adminContestProblem.displayTitleRequired',
          ),
        );
        return;
      }
      void save(row, { [field]: next });
    },
  });

  const columns: ColumnsType<AdminContestProblemRow> = [
    { title: 'ID', dataIndex: 'pid', width: 64, responsive: ['md'] },
    {
      title: t('adminContestProblem.problemId'),
      dataIndex: 'problemId',
      width: 110,
      responsive: ['sm'],
    },
    {
      title: t('adminContestProblem.displayId'),
      dataIndex: 'displayId',
      width: mobile ? 64 : 130,
      render: (displayId: string, row) => (
        <Typography.Text editable={editText(row, 'displayId')} data-testid={`display-id-${row.pid}`}>
          {displayId}
        </Typography.Text>
      ),
    },
    {
      title: t('adminContestProblem.displayTitle'),
      dataIndex: 'displayTitle',
      render: (title: string, row) => (
        <Typography.Text editable={editText(row, 'displayTitle')} data-testid={`display-title-${row.pid}`}>
          {title}
        </Typography.Text>
      ),
    },
    {
      title: t('adminContestProblem.color'),
      dataIndex: 'color',
      width: mobile ? 56 : 110,
      render: (color: string | null, row) => (
        <ColorPicker
          value={color ?? undefined}
          allowClear
          size="small"
          onChangeComplete={(value) => {
            const next = value.cleared ? null : value.toHexString();
            if (next !== row.color) void save(row, { color: next });
          }}
          onClear={() => {
            if (row.color !== null) void save(row, { color: null });
          }}
          data-testid={`color-${row.pid}`}
        />
      ),
    },
    {
      title: t('adminContestProblem.actions'),
      key: 'actions',
      width: mobile ? 88 : 132,
      render: (_, row) => (
        <Flex>
          {/* A group edits its own problems only (spec 3 §6), not the public bank's it added. */}
          {(!source.group || row.gid === source.gid) && (
            <Tooltip title={t('contestAdmin.problems.edit')}>
              <Button
                type="link"
                size={mobile ? 'small' : 'middle'}
                icon={<EditOutlined />}
                aria-label={t('contestAdmin.problems.edit')}
                onClick={() => navigate(source.paths.problemEdit(cid, row.pid))}
                data-testid={`edit-contest-problem-${row.pid}`}
              />
            </Tooltip>
          )}
          {/* A group's problem is in no bank: in a group the contest's own page opens it. */}
          <Tooltip
            title={t(source.group ? 'adminContestProblem.openInContest' : 'adminContestProblem.openInBank')}
          >
            <Link
              to={
                source.group
                  ? `/contest/${cid}/problem/${encodeURIComponent(row.displayId)}`
                  : `/problem/${encodeURIComponent(row.problemId)}`
              }
              target="_blank"
              data-testid={`view-contest-problem-${row.pid}`}
            >
              <Button
                type="link"
                size={mobile ? 'small' : 'middle'}
                icon={<EyeOutlined />}
                aria-label={t(
                  source.group ? 'adminContestProblem.openInContest' : 'adminContestProblem.openInBank',
                )}
              />
            </Link>
          </Tooltip>
          <Popconfirm
            title={t('adminContestProblem.removeConfirm')}
            okText={t('common.confirm')}
            cancelText={t('common.cancel')}
            onConfirm={() => remove(row)}
          >
            <Button
              type="link"
              size={mobile ? 'small' : 'middle'}
              danger
              icon={<DeleteOutlined />}
              aria-label={t('adminContestProblem.remove')}
              data-testid={`remove-contest-problem-${row.pid}`}
            />
          </Popconfirm>
        </Flex>
      ),
    },
  ];

  return (
    <Card
      title={
        <Breadcrumb
          items={[
            { title: <Link to={source.paths.list}>{t('adminContestProblem.backToContests')}</Link> },
            {
              title: contest.data
                ? t('adminContestProblem.title', { title: contest.data.title })
                : t('adminContestProblem.titleFallback'),
            },
          ]}
        />
      }
      data-testid="admin-contest-problems"
      // On a phone, in a group's card too: the card's padding would push the actions column out of it.
      styles={mobile ? { body: { padding: 12 } } : undefined}
    >
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('adminContestProblem.listSearchPlaceholder')}
          enterButton={t('common.search')}
          style={{ maxWidth: 360 }}
          onSearch={(value) => {
            setKeyword(value.trim());
            setCurrentPage(1);
          }}
        />
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setAdding(true)}
          data-testid="add-contest-problem"
        >
          {t(source.group ? 'adminContestProblem.addGroup' : 'adminContestProblem.add')}
        </Button>
        <Button
          icon={<FormOutlined />}
          onClick={() => navigate(source.paths.problemCreate(cid))}
          data-testid="create-contest-problem"
        >
          {t('contestAdmin.problems.create')}
        </Button>
      </Flex>
      <Table<AdminContestProblemRow>
        rowKey="pid"
        size="middle"
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching && !list.data}
        scroll={mobile ? undefined : { x: 'max-content' }}
        locale={{ emptyText: t('adminContestProblem.empty') }}
        pagination={{
          current: currentPage,
          pageSize: limit,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES.map(String),
          onChange: (page, size) => {
            setCurrentPage(page);
            setLimit(size);
          },
        }}
      />
      <AddFromPublicDialog
        open={adding}
        cid={cid}
        source={source}
        usedDisplayIds={(list.data?.records ?? []).map((row) => row.displayId)}
        onClose={() => setAdding(false)}
        onAdded={() => void refresh()}
      />
    </Card>
  );
}

/** The bank, searched by id or title; each row adds its problem under the display id typed above. */
function AddFromPublicDialog({
  open,
  cid,
  source,
  usedDisplayIds,
  onClose,
  onAdded,
}: {
  open: boolean;
  cid: number;
  source: ContestAdminSource;
  usedDisplayIds: string[];
  onClose: () => void;
  onAdded: () => void;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const paging = useProblemPickerPaging();
  const { currentPage, pageSize } = paging;
  const [displayId, setDisplayId] = useState<string | null>(null);
  const [addingPid, setAddingPid] = useState<number | null>(null);
  const [ownId, setOwnId] = useState('');
  const [addingOwn, setAddingOwn] = useState(false);
  const proposed = displayId ?? nextDisplayId(usedDisplayIds);

  const bank = useQuery({
    queryKey: [...source.key, 'problems', 'for-contest', { keyword, currentPage, pageSize }],
    queryFn: () => source.bank({ currentPage, limit: pageSize, keyword }),
    placeholderData: keepPreviousData,
    enabled: open,
  });

  const add = async (row: AdminProblemRow) => {
    if (proposed.trim() === '') {
      toast.error(t('adminContestProblem.displayIdRequired'));
      return;
    }
    setAddingPid(row.id);
    try {
      await source.addFromPublic({ cid, pid: row.id, displayId: proposed.trim() });
      toast.success(t('adminContestProblem.added'));
      // The next proposal follows from the list once it has reloaded.
      setDisplayId(null);
      onAdded();
    } catch {
      // Said by the central handler (a display id or problem already in the contest).
    } finally {
      setAddingPid(null);
    }
  };

  /** A group's own problem: in no public set, so named by its problem id (the server checks it is the group's). */
  const addOwn = async (addGroupProblem: NonNullable<ContestAdminSource['addGroupProblem']>) => {
    const wanted = ownId.trim();
    if (wanted === '' || proposed.trim() === '') {
      toast.error(
        t(wanted === '' ? 'adminContestProblem.ownIdRequired' : 'adminContestProblem.displayIdRequired'),
      );
      return;
    }
    setAddingOwn(true);
    try {
      await addGroupProblem(cid, wanted, proposed.trim());
      toast.success(t('adminContestProblem.added'));
      setDisplayId(null);
      setOwnId('');
      onAdded();
    } catch {
      // Said by the central handler (not the group's problem, a display id in use).
    } finally {
      setAddingOwn(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t(source.addGroupProblem ? 'adminContestProblem.addTitleGroup' : 'adminContestProblem.addTitle')}
      onCancel={onClose}
      footer={null}
      width={720}
      destroyOnHidden
    >
      <Flex gap={12} wrap align="center" style={{ marginBottom: 12 }}>
        <label>
          <Flex gap={8} align="center">
            <span>{t('adminContestProblem.displayId')}</span>
            <Input
              value={proposed}
              onChange={(event) => setDisplayId(event.target.value)}
              maxLength={32}
              style={{ width: 90 }}
              data-testid="add-display-id"
            />
          </Flex>
        </label>
        <Input.Search
          allowClear
          placeholder={t('adminContestProblem.searchPlaceholder')}
          enterButton={t('common.search')}
          style={{ flex: 1, minWidth: 200 }}
          onSearch={(value) => {
            setKeyword(value.trim());
            paging.firstPage();
          }}
          data-testid="bank-search"
        />
      </Flex>
      {source.addGroupProblem && (
        <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
          <Input
            value={ownId}
            onChange={(event) => setOwnId(event.target.value)}
            onPressEnter={() => void addOwn(source.addGroupProblem!)}
            placeholder={t('adminContestProblem.ownIdPlaceholder')}
            maxLength={32}
            style={{ width: 200 }}
            data-testid="add-own-problem-id"
          />
          <Button
            loading={addingOwn}
            onClick={() => void addOwn(source.addGroupProblem!)}
            data-testid="add-own-problem"
          >
            {t('adminContestProblem.addOwn')}
          </Button>
        </Flex>
      )}
      <Table<AdminProblemRow>
        rowKey="id"
        size="small"
        dataSource={bank.data?.records ?? []}
        loading={bank.isFetching && !bank.data}
        pagination={paging.pagination(bank.data?.total ?? 0)}
        columns={[
          { title: t('adminContestProblem.problemId'), dataIndex: 'problemId', width: 110 },
          { title: t('adminContestProblem.problemTitle'), dataIndex: 'title', ellipsis: true },
          {
            title: t('adminContestProblem.actions'),
            key: 'add',
            width: 90,
            render: (_, row) => (
              <Button
                size="small"
                type="primary"
                loading={addingPid === row.id}
                disabled={addingPid !== null && addingPid !== row.id}
                onClick={() => void add(row)}
                data-testid={`add-bank-problem-${row.problemId}`}
              >
                {t('adminContestProblem.choose')}
              </Button>
            ),
          },
        ]}
      />
    </Modal>
  );
}
