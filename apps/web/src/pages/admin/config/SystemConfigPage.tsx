import { Flex } from 'antd';
import { DatabaseInfoCard } from './DatabaseInfoCard';
import { EmailConfigCard } from './EmailConfigCard';
import { SmsConfigCard } from './SmsConfigCard';
import { WebConfigCard } from './WebConfigCard';

/** /admin/conf (root): the website, the email settings with a test mail, the SMS settings and the database (spec 3 "conf"). */
export function SystemConfigPage() {
  return (
    <Flex vertical gap={16} data-testid="system-config-page">
      <WebConfigCard />
      <EmailConfigCard />
      <SmsConfigCard />
      <DatabaseInfoCard />
    </Flex>
  );
}
