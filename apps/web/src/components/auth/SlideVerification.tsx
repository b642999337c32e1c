import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Spin, Typography } from 'antd';
import { ArrowRightOutlined, CheckOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SlideChallenge } from '@judge/contract';
import { accountsApi } from '../../api/accounts';
import { toast } from '../feedback';
import './SlideVerification.css';

type Phase = 'loading' | 'ready' | 'verifying' | 'passed' | 'error';

interface Props {
  /** Called with the one-use ticket the login call must carry. */
  onPassed(ticket: string): void;
  /** Changing this asks for a fresh puzzle (a ticket is spent after one login attempt). */
  generation: number;
}

/**
 * The slide puzzle of spec 1-core §4.6: the server draws a background with a gap and a piece; the
 * user drags the piece along the track and the server checks the offset (within 3 px).
 */
export function SlideVerification({ onPassed, generation }: Props) {
  const { t } = useTranslation();
  const [challenge, setChallenge] = useState<SlideChallenge | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [offset, setOffset] = useState(0);
  const [availableWidth, setAvailableWidth] = useState(0);
  const containerRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ startClientX: number; startOffset: number } | null>(null);
  // Only the newest puzzle counts: a slow answer to an older request must not replace it.
  const latestLoad = useRef(0);

  const load = useCallback(async () => {
    const loadNumber = ++latestLoad.current;
    setPhase('loading');
    setOffset(0);
    try {
      const next = await accountsApi.getSlideChallenge();
      if (loadNumber !== latestLoad.current) return;
      setChallenge(next);
      setPhase('ready');
    } catch {
      if (loadNumber === latestLoad.current) setPhase('error');
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load, generation]);

  useEffect(() => {
    const element = containerRef.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setAvailableWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Narrow phones get a scaled-down puzzle; offsets sent to the server stay in puzzle pixels.
  const scale = challenge && availableWidth > 0 ? Math.min(1, availableWidth / challenge.width) : 1;
  const maxOffset = challenge ? (challenge.width - challenge.pieceSize) * scale : 0;

  const verify = async (displayOffset: number) => {
    if (!challenge) return;
    setPhase('verifying');
    try {
      const { ticket } = await accountsApi.verifySlide(
        challenge.challengeId,
        Math.round(displayOffset / scale),
      );
      setPhase('passed');
      onPassed(ticket);
    } catch {
      toast.error(t('slide.failed'));
      await load();
    }
  };

  const onPointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    if (phase !== 'ready') return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startClientX: event.clientX, startOffset: offset };
  };
  const onPointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const next = drag.current.startOffset + event.clientX - drag.current.startClientX;
    setOffset(Math.max(0, Math.min(maxOffset, next)));
  };
  const onPointerUp = () => {
    if (!drag.current) return;
    drag.current = null;
    void verify(offset);
  };

  const width = challenge ? challenge.width * scale : '100%';
  const height = challenge ? challenge.height * scale : 160;
  const handleSize = challenge ? challenge.pieceSize * scale : 40;

  return (
    <div className="slide-verification" ref={containerRef} data-testid="slide-verification">
      <div
        className="slide-verification__picture"
        style={{ width, height }}
        data-challenge-id={phase === 'ready' ? challenge?.challengeId : undefined}
      >
        {challenge && (
          <>
            <img src={challenge.background} alt="" draggable={false} width={challenge.width * scale} />
            <img
              className="slide-verification__piece"
              src={challenge.piece}
              alt=""
              draggable={false}
              style={{ left: offset, top: challenge.pieceY * scale, width: handleSize, height: handleSize }}
            />
          </>
        )}
        {(phase === 'loading' || phase === 'verifying') && (
          <div className="slide-verification__overlay">
            <Spin />
          </div>
        )}
        {phase === 'error' && (
          <div className="slide-verification__overlay">
            <Typography.Text type="danger">{t('slide.loadFailed')}</Typography.Text>
          </div>
        )}
        <Button
          className="slide-verification__refresh"
          size="small"
          type="text"
          icon={<ReloadOutlined />}
          aria-label={t('slide.refresh')}
          onClick={() => void load()}
        />
      </div>
      <div
        className={`slide-verification__track slide-verification__track--${phase}`}
        style={{ width: challenge ? challenge.width * scale : '100%' }}
      >
        <div className="slide-verification__fill" style={{ width: offset + handleSize / 2 }} />
        <span className="slide-verification__label">
          {phase === 'passed'
            ? t('slide.passed')
            : phase === 'verifying'
              ? t('slide.verifying')
              : t('slide.drag')}
        </span>
        <div
          className="slide-verification__handle"
          data-testid="slide-handle"
          role="slider"
          aria-label={t('slide.drag')}
          aria-valuemin={0}
          aria-valuemax={Math.round(maxOffset)}
          aria-valuenow={Math.round(offset)}
          tabIndex={0}
          style={{ left: offset, width: handleSize }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        >
          {phase === 'passed' ? <CheckOutlined /> : <ArrowRightOutlined />}
        </div>
      </div>
    </div>
  );
}
