import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { AuthDialogs } from '../components/auth/AuthDialogs';
import { ContestHallFence } from '../components/contest-hall/ContestHallFence';
import { NavBar } from '../components/shell/NavBar';
import { SiteFooter } from '../components/shell/SiteFooter';
import { NewMessagesNotice } from '../components/shell/useUnreadCounts';
import './PublicLayout.css';

export function PublicLayout() {
  return (
    <Layout className="public-layout">
      <NavBar />
      <Layout.Content className="public-layout__content">
        <ContestHallFence />
        <Outlet />
      </Layout.Content>
      <SiteFooter />
      <AuthDialogs />
      <NewMessagesNotice />
    </Layout>
  );
}
