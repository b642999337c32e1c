import { Layout, Space } from 'antd';
import { useWebsiteConfig } from '../../api/site';

export function SiteFooter() {
  const config = useWebsiteConfig();
  return (
    <Layout.Footer style={{ textAlign: 'center', color: '#8c8c8c' }}>
      <Space separator="·" wrap>
        <span>
          © {new Date().getFullYear()} {config.webName}
        </span>
        {config.recordName &&
          (config.recordUrl ? (
            <a href={config.recordUrl} target="_blank" rel="noreferrer">
              {config.recordName}
            </a>
          ) : (
            <span>{config.recordName}</span>
          ))}
      </Space>
    </Layout.Footer>
  );
}
