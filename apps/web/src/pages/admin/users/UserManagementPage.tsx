import { Flex } from 'antd';
import { GenerateUsersCard } from './GenerateUsersCard';
import { ImportUsersCard } from './ImportUsersCard';
import { UserListCard } from './UserListCard';

export function UserManagementPage() {
  return (
    <Flex vertical gap={24}>
      <UserListCard />
      <ImportUsersCard />
      <GenerateUsersCard />
    </Flex>
  );
}
