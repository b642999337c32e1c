/** "The chosen language is kept in a cookie named for the web language" (spec 1-core §1). */
export const LANGUAGE_COOKIE = 'webLanguage';
