import { Avatar, Button, Card, List, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TeamAffiliation } from '@judge/contract';
import { contestTeamsApi } from '../../../api/contest-teams';
import { toast } from '../../../components/feedback';

/** The contest's schools, each with its logo and an upload (checked by the server as an avatar is). */
export function SchoolLogos({
  cid,
  schools,
  onUploaded,
}: {
  cid: number;
  schools: TeamAffiliation[];
  onUploaded: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  if (schools.length === 0) return null;
  const upload = async (school: TeamAffiliation, file: File) => {
    await contestTeamsApi.uploadLogo(cid, school.id, file);
    toast.success(t('contestTeams.logoUploaded', { school: school.name }));
    await onUploaded();
  };
  return (
    <Card title={t('contestTeams.school')} size="small">
      <List
        dataSource={schools}
        renderItem={(school) => (
          <List.Item
            actions={[
              <Upload
                key="logo"
                accept="image/*"
                showUploadList={false}
                beforeUpload={(file) => {
                  void upload(school, file);
                  return false;
                }}
              >
                <Button size="small" icon={<UploadOutlined />}>
                  {t('contestTeams.uploadLogo')}
                </Button>
              </Upload>,
            ]}
          >
            <List.Item.Meta
              avatar={
                <Avatar shape="square" src={school.logo ?? undefined}>
                  {school.shortName.slice(0, 2)}
                </Avatar>
              }
              title={school.name}
              description={school.shortName}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
