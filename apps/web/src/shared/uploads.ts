import type { UploadPurpose } from '@tea/shared/uploads/upload.rules';
import type { Upload } from '@tea/shared/uploads/upload.schema';
import { api } from './api-client';

/** Uploads one file for a use (`POST /api/v1/uploads/{purpose}`, the field `file`); answers what the form keeps. */
export function uploadFile(purpose: UploadPurpose, file: File, signal?: AbortSignal): Promise<Upload> {
  const body = new FormData();
  body.append('file', file, file.name);
  return api<Upload>(`/uploads/${purpose}`, { method: 'POST', body, signal });
}

export type UploadFunction = typeof uploadFile;
