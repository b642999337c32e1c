import {
  Alert,
  Button,
  Card,
  Col,
  Form,
  InputNumber,
  Popconfirm,
  Result,
  Row,
  Skeleton,
  Switch,
  Typography,
} from 'antd';
import { PlayCircleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CONTEST_STATUS, type MedalCounts, type ScrollBoardData } from '@judge/contract';
import { scrollBoardApi, scrollBoardKeys } from '../../api/scroll-board';
import { useContest } from '../contest/ContestShell';
import { ContestStatus } from '../contest/contest-time';
import { scrollBoardErrorKind } from './scroll-board-error';
import { scrollBoardUrl } from './scroll-board-url';
import './ScrollBoardSetup.css';

interface SetupValues extends MedalCounts {
  cid: number;
  removeStar: boolean;
}

const MEDAL_FIELDS = ['gold', 'silver', 'bronze'] as const;

/** What the board will start from: frozen since the seal, not frozen yet, or no seal at all. */
function useSealText(contest: ScrollBoardData['contest']) {
  const { t } = useTranslation();
  if (!contest.sealRankTime) return t('scrollBoard.setup.noSeal');
  const time = dayjs(contest.sealRankTime).format('YYYY-MM-DD HH:mm:ss');
  return Date.parse(contest.sealRankTime) > Date.now()
    ? t('scrollBoard.setup.sealNotBegun', { time })
    : t('scrollBoard.setup.sealed', { time });
}

/** Start rolling: once the contest has ended it submits; before, it asks first and the answer submits. */
function StartRolling({ ended, onConfirm }: { ended: boolean; onConfirm: () => void }) {
  const { t } = useTranslation();
  const button = (
    <Button
      type="primary"
      size="large"
      htmlType={ended ? 'submit' : 'button'}
      icon={<PlayCircleOutlined />}
      data-testid="scroll-board-start"
    >
      {t('scrollBoard.setup.start')}
    </Button>
  );
  if (ended) return button;
  return (
    <Popconfirm title={t('scrollBoard.setup.confirmNotEnded')} onConfirm={onConfirm}>
      {button}
    </Popconfirm>
  );
}

function SetupForm({ data }: { data: ScrollBoardData }) {
  const { t } = useTranslation();
  const { status } = useContest();
  const [form] = Form.useForm<SetupValues>();
  const { medalDefaults } = data;
  const sealText = useSealText(data.contest);
  const open = (values: SetupValues) => {
    const medals = { gold: values.gold, silver: values.silver, bronze: values.bronze };
    window.open(
      scrollBoardUrl({ cid: values.cid, removeStar: values.removeStar, medals }),
      '_blank',
      'noopener',
    );
  };
  // The shell's clock ticks in server time; the board's own status covers an admin whose shell runs on a
  // virtual participation's window (only an ended contest has those).
  const ended = status === ContestStatus.ENDED || data.contest.status === CONTEST_STATUS.ENDED;
  return (
    <>
      {/* Both lines at the body's size (a described alert's large title fills a phone's screen). */}
      <Alert
        type="info"
        showIcon
        className="scroll-board-setup__notice"
        title={
          <>
            <div>{sealText}</div>
            <div>
              {t(medalDefaults.fromContest ? 'scrollBoard.setup.fromAwards' : 'scrollBoard.setup.fromShare', {
                count: medalDefaults.rankedCount,
              })}
            </div>
          </>
        }
      />
      <Form<SetupValues>
        form={form}
        layout="vertical"
        onFinish={open}
        initialValues={{ cid: data.contest.id, removeStar: false, ...medalDefaults }}
        data-testid="scroll-board-form"
      >
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Form.Item name="cid" label={t('scrollBoard.setup.contestId')}>
              <InputNumber disabled className="scroll-board-setup__number" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          {MEDAL_FIELDS.map((medal) => (
            <Col xs={24} sm={8} key={medal}>
              <Form.Item
                name={medal}
                label={t(`scrollBoard.setup.${medal}`)}
                rules={[{ required: true, message: t('scrollBoard.setup.countRequired') }]}
              >
                <InputNumber
                  min={0}
                  precision={0}
                  className="scroll-board-setup__number"
                  data-testid={`medal-${medal}`}
                />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Form.Item name="removeStar" label={t('scrollBoard.setup.removeStar')} valuePropName="checked">
          <Switch data-testid="scroll-board-remove-star" />
        </Form.Item>
        <StartRolling ended={ended} onConfirm={() => form.submit()} />
      </Form>
      <Typography.Paragraph type="secondary" className="scroll-board-setup__tip">
        {t('scrollBoard.setup.newWindow')}
      </Typography.Paragraph>
    </>
  );
}

/**
 * The Scroll Board tab of ACM contests (spec 2 §2.8), for the contest's admins: the medal counts
 * (proposed from the contest's award rows, or 10/20/30 % of the ranked rows), star users in or out, and
 * the start, which asks first while the contest still runs. The ceremony opens in a new window.
 */
export function ScrollBoardSetup() {
  const { t } = useTranslation();
  const { info } = useContest();
  const board = useQuery({
    queryKey: scrollBoardKeys.board(info.id, false),
    queryFn: () => scrollBoardApi.board(info.id, false),
  });
  return (
    <Card size="small" title={t('scrollBoard.setup.title')} data-testid="scroll-board-setup">
      {board.isError ? (
        <Result
          status="warning"
          title={t('scrollBoard.setup.loadFailed')}
          subTitle={t(`scrollBoard.page.error.${scrollBoardErrorKind(board.error)}`)}
        />
      ) : board.data ? (
        <SetupForm data={board.data} />
      ) : (
        <Skeleton active />
      )}
    </Card>
  );
}
