import { PROJECT_FILE_CATEGORY_LABELS, type TProjectFileCategory } from '@batir/shared/files';
import { projectZipName } from '@batir/shared/project-documents';
import { useMutation } from '@tanstack/react-query';
import { ApiError, downloadBlob, isHelperFailure } from '../../../lib/api-client';

/** The address of GET /api/project/{project}/files/zip?category= (one category, or every file by folder). */
export function projectZipPath(projectId: number, category: TProjectFileCategory | null): string {
  return `/api/project/${projectId}/files/zip${category ? `?${new URLSearchParams({ category })}` : ''}`;
}

/** Downloads « Dossier <projet>.zip » (the error, in French, goes to the snackbar). */
export function useDownloadProjectZip(projectId: number, projectName: string) {
  return useMutation({
    mutationKey: ['projectDocuments', 'zip', projectId],
    mutationFn: async (category: TProjectFileCategory | null) => {
      const answer = await downloadBlob(
        projectZipPath(projectId, category),
        projectZipName(projectName, category ? PROJECT_FILE_CATEGORY_LABELS[category] : undefined),
      );
      // downloadBlob has already shown the French error in the snackbar.
      if (isHelperFailure(answer)) throw new ApiError(400, answer.message);
      return answer;
    },
  });
}
