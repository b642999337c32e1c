import { downloadBlob } from '../../components/code-editor/clipboard';

/**
 * A print's text saved as the file the server names, from the admins' print queue and a volunteer's Deliveries
 * page alike. A failed request needs no word here: the request layer has said why.
 */
export async function downloadPrintFile(request: () => Promise<{ blob: Blob; fileName: string }>) {
  try {
    const { blob, fileName } = await request();
    downloadBlob(blob, fileName);
  } catch {
    // Said by the request layer.
  }
}
