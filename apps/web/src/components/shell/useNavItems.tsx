import type { MenuProps } from 'antd';
import { Badge } from 'antd';
import {
  BarChartOutlined,
  CodeOutlined,
  CommentOutlined,
  DashboardOutlined,
  EditOutlined,
  FileTextOutlined,
  GiftOutlined,
  HomeOutlined,
  InfoCircleOutlined,
  LinkOutlined,
  LoginOutlined,
  LogoutOutlined,
  ReadOutlined,
  SettingOutlined,
  TeamOutlined,
  TrophyOutlined,
  UnorderedListOutlined,
  UserAddOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useWebsiteConfig } from '../../api/site';
import { useSession } from '../../state/session';
import { MESSAGE_PATHS, UNREAD_BADGE_CAP } from './navigation';
import type { UnreadCounts } from '@judge/contract';
import { useContestHall } from '../contest-hall/useContestHall';
import { useVolunteerDuty } from './useVolunteerDuty';

type MenuItem = NonNullable<MenuProps['items']>[number];

const link = (to: string, text: string) => <Link to={to}>{text}</Link>;

/** The public entries of spec 1-core §2.1, shared by the desktop bar and the drawer. */
export function usePublicNavItems(): MenuItem[] {
  const { t } = useTranslation();
  const config = useWebsiteConfig();
  // While a running hall contest holds the caller only the contest is open (docs/contest-hall.md).
  const confinedTo = useContestHall();
  if (confinedTo)
    return [
      {
        key: '/contest',
        icon: <TrophyOutlined />,
        label: link(`/contest/${confinedTo.cid}`, confinedTo.title),
      },
    ];
  const items: MenuItem[] = [
    { key: '/home', icon: <HomeOutlined />, label: link('/home', t('nav.home')) },
    { key: '/problem', icon: <UnorderedListOutlined />, label: link('/problem', t('nav.problem')) },
    { key: '/training', icon: <ReadOutlined />, label: link('/training', t('nav.training')) },
    { key: '/contest', icon: <TrophyOutlined />, label: link('/contest', t('nav.contest')) },
    { key: '/status', icon: <BarChartOutlined />, label: link('/status', t('nav.status')) },
    {
      key: 'rank',
      icon: <BarChartOutlined />,
      label: t('nav.rank'),
      children: [
        { key: '/acm-rank', label: link('/acm-rank', t('nav.acmRank')) },
        { key: '/oi-rank', label: link('/oi-rank', t('nav.oiRank')) },
      ],
    },
  ];
  if (config.openPublicDiscussion) {
    items.push({
      key: '/discussion',
      icon: <CommentOutlined />,
      label: link('/discussion', t('nav.discussion')),
    });
  }
  items.push(
    { key: '/group', icon: <TeamOutlined />, label: link('/group', t('nav.group')) },
    {
      key: '/introduction',
      icon: <InfoCircleOutlined />,
      label: link('/introduction', t('nav.introduction')),
    },
    { key: '/ojide', icon: <CodeOutlined />, label: link('/ojide', t('nav.ojide')) },
  );
  if (config.projectUrl) {
    items.push({
      key: 'other',
      icon: <LinkOutlined />,
      label: t('nav.other'),
      children: [
        {
          key: 'project-link',
          label: (
            <a href={config.projectUrl} target="_blank" rel="noreferrer">
              {config.projectName || config.projectUrl}
            </a>
          ),
        },
      ],
    });
  }
  return items;
}

export function useMessageItems(counts: UnreadCounts): MenuItem[] {
  const { t } = useTranslation();
  const entry = (path: string, text: string, count: number) => ({
    key: path,
    label: (
      <Link to={path}>
        {text} <Badge count={count} overflowCount={UNREAD_BADGE_CAP} size="small" />
      </Link>
    ),
  });
  return [
    entry(MESSAGE_PATHS.discuss, t('nav.msgDiscuss'), counts.comment),
    entry(MESSAGE_PATHS.reply, t('nav.msgReply'), counts.reply),
    entry(MESSAGE_PATHS.like, t('nav.msgLike'), counts.like),
    entry(MESSAGE_PATHS.sys, t('nav.msgSys'), counts.sys),
    entry(MESSAGE_PATHS.mine, t('nav.msgMine'), counts.mine),
  ];
}

/**
 * The logged-in extras. `backOfficeEntry` differs by layout: the desktop menu shows it to admin
 * roles and teachers, the mobile menu to admin roles only.
 */
export function useUserItems(backOfficeEntry: boolean): MenuItem[] {
  const { t } = useTranslation();
  const { user } = useSession();
  const volunteer = useVolunteerDuty();
  const items: MenuItem[] = [
    {
      key: '/user-home',
      icon: <UserOutlined />,
      label: link(`/user-home?username=${encodeURIComponent(user?.username ?? '')}`, t('nav.userHome')),
    },
    {
      key: '/status?onlyMine=true',
      icon: <FileTextOutlined />,
      label: link('/status?onlyMine=true', t('nav.mySubmissions')),
    },
    { key: '/setting', icon: <SettingOutlined />, label: link('/setting', t('nav.setting')) },
    { key: '/note', icon: <EditOutlined />, label: link('/note', t('nav.note')) },
  ];
  // Balloon and print volunteers (docs/contest-volunteers.md): their queues, while they have a duty.
  if (volunteer)
    items.push({
      key: '/volunteer',
      icon: <GiftOutlined />,
      label: (
        <Link to="/volunteer" data-testid="volunteer-entry">
          {t('contestVolunteers.nav')}
        </Link>
      ),
    });
  if (backOfficeEntry) {
    items.push({
      key: 'management',
      icon: <DashboardOutlined />,
      label: (
        <a href="/admin" target="_blank" rel="noopener" data-testid="management-entry">
          {t('nav.management')}
        </a>
      ),
    });
  }
  items.push(
    { type: 'divider' },
    { key: '/logout', icon: <LogoutOutlined />, label: link('/logout', t('nav.logout')) },
  );
  return items;
}

export function useGuestItems(): MenuItem[] {
  const { t } = useTranslation();
  const config = useWebsiteConfig();
  const items: MenuItem[] = [{ key: 'login', icon: <LoginOutlined />, label: t('nav.login') }];
  if (config.register) items.push({ key: 'register', icon: <UserAddOutlined />, label: t('nav.register') });
  return items;
}
