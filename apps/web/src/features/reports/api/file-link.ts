import { filesEndpoints } from '@batir/shared/contracts/files';
import { useMutation } from '@tanstack/react-query';
import { type ApiError, call } from '../../../lib/api-client';

/**
 * GET /api/file/{id}/link: a fresh signed viewer address (valid 5 minutes), asked for when an attachment
 * is opened rather than with the list, which may stay on screen longer than that.
 */
export async function fetchFileLink(id: number): Promise<string> {
  return (await call(filesEndpoints.link, { params: { id } })).url;
}

export function useFileLink() {
  return useMutation<string, ApiError, number>({ mutationKey: ['files', 'link'], mutationFn: fetchFileLink });
}
