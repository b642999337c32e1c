import { useEffect, useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import './NotFoundPage.css';

const FINAL_DIGITS = [4, 0, 4];
const TICK_MS = 60;
/** Each digit keeps rolling a little longer than the one before it, then settles on 4, 0, 4. */
const SETTLE_AFTER_TICKS = [12, 20, 28];

const randomDigit = () => Math.floor(Math.random() * 10);

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [digits, setDigits] = useState(() => FINAL_DIGITS.map(randomDigit));
  const [settled, setSettled] = useState(false);

  useEffect(() => {
    let tick = 0;
    const timer = setInterval(() => {
      tick += 1;
      setDigits(
        FINAL_DIGITS.map((final, index) => (tick >= SETTLE_AFTER_TICKS[index] ? final : randomDigit())),
      );
      if (tick >= SETTLE_AFTER_TICKS[SETTLE_AFTER_TICKS.length - 1]) {
        clearInterval(timer);
        setSettled(true);
      }
    }, TICK_MS);
    return () => clearInterval(timer);
  }, []);

  return (
    <Flex vertical align="center" className="not-found" data-testid="not-found">
      <div className="not-found__digits" aria-label="404" data-settled={settled}>
        {digits.map((digit, index) => (
          <span key={index} className="not-found__digit">
            {digit}
          </span>
        ))}
      </div>
      <Typography.Title level={2}>{t('notFound.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('notFound.description')}</Typography.Paragraph>
      <Flex gap={12}>
        <Button type="primary" onClick={() => navigate('/home')}>
          {t('notFound.goHome')}
        </Button>
        <Button onClick={() => navigate(-1)}>{t('notFound.back')}</Button>
      </Flex>
    </Flex>
  );
}
