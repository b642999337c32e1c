/** Public images (avatars, carousel, Markdown pictures) live under DATA_DIR/public/img and are served here. */
export const PUBLIC_IMG_PREFIX = '/api/public/img/';
