import svgCaptcha from 'svg-captcha';
import { LIMITS, type CaptchaResult, type SlideChallenge } from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../errors.ts';
import { randomToken } from '../../../lib/random.ts';
import { isoAfterSeconds } from '../../../lib/time.ts';
import { createCaptchaRepo } from './captcha.repo.ts';
import { drawSlidePuzzle, SLIDE_HEIGHT, SLIDE_PIECE, SLIDE_WIDTH } from './slide-image.ts';

const dataUrl = (mime: string, content: Buffer | string) =>
  `data:${mime};base64,${Buffer.from(content).toString('base64')}`;

export function createCaptchaService(db: Db) {
  const repo = createCaptchaRepo(db);
  return {
    /** A text captcha drawn as SVG paths (the text itself is not in the markup). */
    async createText(): Promise<CaptchaResult> {
      const captcha = svgCaptcha.create({
        size: 4,
        noise: 2,
        ignoreChars: '0o1iIlO',
        width: 120,
        height: 40,
      });
      const captchaKey = randomToken(16);
      await repo.insertText(captchaKey, captcha.text, isoAfterSeconds(LIMITS.captchaTtlSeconds));
      return { img: dataUrl('image/svg+xml', captcha.data), captchaKey };
    },

    /** Throws CAPTCHA_WRONG unless the answer matches (case-insensitive); each key answers once. */
    async checkText(captchaKey: string, answer: string): Promise<void> {
      const row = await repo.takeText(captchaKey);
      if (!row || row.text.toLowerCase() !== answer.trim().toLowerCase()) throw new AppError('CAPTCHA_WRONG');
    },

    async createSlide(): Promise<SlideChallenge> {
      const puzzle = drawSlidePuzzle();
      const challengeId = randomToken(16);
      await repo.insertSlide(challengeId, puzzle.gapX, isoAfterSeconds(LIMITS.slideTtlSeconds));
      return {
        challengeId,
        width: SLIDE_WIDTH,
        height: SLIDE_HEIGHT,
        pieceSize: SLIDE_PIECE,
        pieceY: puzzle.gapY,
        background: dataUrl('image/png', puzzle.background),
        piece: dataUrl('image/png', puzzle.piece),
      };
    },

    /** One attempt per challenge; within 3 px it yields a one-use ticket for the next login. */
    async verifySlide(challengeId: string, x: number): Promise<{ ticket: string }> {
      const challenge = await repo.attemptSlide(challengeId);
      if (!challenge || Math.abs(challenge.gapX - x) > LIMITS.slideAccuracyPx) {
        throw new AppError('SLIDE_VERIFICATION_FAILED');
      }
      const ticket = randomToken(24);
      await repo.setTicket(challengeId, ticket);
      return { ticket };
    },

    useSlideTicket: (ticket: string) => repo.useTicket(ticket),
  };
}
export type CaptchaService = ReturnType<typeof createCaptchaService>;
