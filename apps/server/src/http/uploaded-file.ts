import { once } from 'node:events';
import path from 'node:path';
import type { MultipartFields } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { invalidField, say } from '../errors.ts';

/**
 * The one file of a multipart upload, read into memory within a size limit. Every failure is a
 * 400 naming the form field: not multipart, no file, a name with the wrong extension (checked
 * before reading), or too large (the spec's 'Exceed max size limit').
 */
export async function readUploadedFile(
  request: FastifyRequest,
  options: { field: string; maxBytes: number; maxLabel: string; extensions?: readonly string[] },
): Promise<{ filename: string; content: Buffer; fields: Record<string, string> }> {
  const { field } = options;
  if (!request.isMultipart())
    throw invalidField(
      field,
      say('Send the file as multipart/form-data in the field "{{field}}"', { field }),
    );
  const file = await request.file({ limits: { fileSize: options.maxBytes, files: 1 } });
  if (!file || file.fieldname !== field) {
    file?.file.resume();
    throw invalidField(field, say('{{field}} is required', { field }));
  }
  const extension = path.extname(file.filename).slice(1).toLowerCase();
  if (options.extensions && !options.extensions.includes(extension)) {
    // Drain the stream so the connection can be reused.
    file.file.resume();
    throw invalidField(
      field,
      say('File type not supported: use {{types}}', { types: options.extensions.join(', ') }),
    );
  }
  const content = await file.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE')
      throw invalidField(field, say('Exceed max size limit: at most {{size}}', { size: options.maxLabel }));
    throw error;
  });
  // Fields sent after the file (the reference's client appends a group avatar's gid last) are parsed as the rest
  // of the body arrives: wait for its end so they are read too.
  if (!request.raw.readableEnded) await once(request.raw, 'end');
  return { filename: file.filename, content, fields: textFields(file.fields) };
}

/** The plain form fields of the upload, before and after the file. */
function textFields(fields: MultipartFields): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, entry] of Object.entries(fields)) {
    const first = Array.isArray(entry) ? entry[0] : entry;
    if (first && first.type === 'field' && typeof first.value === 'string') values[name] = first.value;
  }
  return values;
}
