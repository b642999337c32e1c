/**
 * The emoji picker's set: plain Unicode emoji, bundled as text (no images, no CDN, nothing to download). A
 * picker package (emoji-mart and the like) ships about a megabyte of data and its own UI for what a comment box
 * needs: a small grid of the faces and signs people use in discussions.
 */
// prettier-ignore
export const EMOJI = [
  '😀', '😃', '😄', '😁', '😆', '😅', '🤣', '😂', '🙂', '😉', '😊', '😇',
  '🥰', '😍', '🤩', '😘', '😋', '😛', '😜', '🤪', '🤔', '🤨', '😐', '😑',
  '😶', '🙄', '😏', '😬', '😌', '😔', '😪', '😴', '😷', '🤒', '🤯', '🥳',
  '😎', '🤓', '🧐', '😕', '😟', '🙁', '😮', '😲', '😳', '🥺', '😢', '😭',
  '😱', '😖', '😣', '😞', '😓', '😩', '😫', '😤', '😡', '😠', '🤬', '💀',
  '👍', '👎', '👏', '🙌', '🙏', '🤝', '💪', '👀', '🎉', '🔥', '💯', '✅',
  '❌', '❓', '❗', '💡', '📌', '📝', '🐛', '🚀', '⭐', '❤️', '💔', '☕',
] as const;
