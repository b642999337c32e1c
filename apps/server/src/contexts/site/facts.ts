// The context's facts face: small read-only facts and pure helpers other contexts read. Other contexts import them from here only.
export { createSiteConfigService, type SiteConfigService } from './site-config/site-config.service.ts';
