import { Badge, Card, Menu, Tabs } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UNREAD_BADGE_CAP } from '../../components/shell/navigation';
import { useUnreadCounts } from '../../components/shell/useUnreadCounts';
import { useIsMobile } from '../../hooks/useMediaQuery';
import { MESSAGE_TABS, tabOfPath } from './message-tabs';
import './message.css';

/**
 * /message (spec 2 §2.13; login required by the route): the five tabs with their unread counts, a side menu on
 * desktop and tabs across the top under 768 px; the tab's list is the child route.
 */
export function MessageCenter() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const mobile = useIsMobile();
  const { counts } = useUnreadCounts();
  const current = tabOfPath(pathname);
  const label = (tab: (typeof MESSAGE_TABS)[number], withCount: boolean) => (
    <span className="message-tab-label" data-testid={`message-tab-${tab.key}`}>
      {t(`message.tabs.${tab.key}`)}
      {withCount && (
        <Badge
          count={counts[tab.list]}
          overflowCount={UNREAD_BADGE_CAP}
          size="small"
          data-testid={`message-tab-count-${tab.key}`}
        />
      )}
    </span>
  );

  return (
    <div className="message-center" data-testid="message-center">
      {mobile ? (
        <Tabs
          size="small"
          className="message-center__tabs"
          activeKey={current.key}
          onChange={(key) => navigate(MESSAGE_TABS.find((tab) => tab.key === key)!.path)}
          items={MESSAGE_TABS.map((tab) => ({ key: tab.key, label: label(tab, true) }))}
        />
      ) : (
        <Card className="message-center__menu" title={t('message.title')} size="small">
          <Menu
            mode="inline"
            selectedKeys={[current.key]}
            onClick={({ key }) => navigate(MESSAGE_TABS.find((tab) => tab.key === key)!.path)}
            items={MESSAGE_TABS.map((tab) => ({ key: tab.key, label: label(tab, true) }))}
          />
        </Card>
      )}
      <div className="message-center__main">
        <Outlet />
      </div>
    </div>
  );
}
