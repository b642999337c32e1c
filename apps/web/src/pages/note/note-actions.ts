import type { TFunction } from 'i18next';
import { noteLink } from '../../api/notes';
import { copyText } from '../../components/code-editor/clipboard';
import { toast } from '../../components/feedback';

/** Copies the note's share link; says so, and reminds the owner that an unshared note opens for them alone. */
export async function copyNoteLink(note: { id: number; shared: 0 | 1 }, t: TFunction) {
  if (!(await copyText(noteLink(note.id)))) {
    toast.error(t('note.copyFailed'));
    return;
  }
  toast.success(note.shared ? t('note.linkCopied') : t('note.linkCopiedPrivate'));
}
