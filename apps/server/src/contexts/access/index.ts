// The context's operations face: its services, routes and presenters other contexts and the composition root use.
export { createCaptchaService, type CaptchaService } from './captcha/captcha.service.ts';
export { createTokenService, type TokenService } from './sessions/tokens.ts';
